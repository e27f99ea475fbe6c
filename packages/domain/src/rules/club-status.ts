import { isFullySupportedRegion } from './regions.js';

/**
 * A club's status in the platform console: suspended by a platform manager (not taking bookings), else beta while
 * its region is not fully supported (`REGIONS`), else live.
 */
export const clubStatuses = ['beta', 'live', 'suspended'] as const;
export type ClubStatus = (typeof clubStatuses)[number];

export function clubStatusOf(club: { suspended: boolean; country: string }): ClubStatus {
  if (club.suspended) return 'suspended';
  return isFullySupportedRegion(club.country) ? 'live' : 'beta';
}
