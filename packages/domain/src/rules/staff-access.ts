import type { Role } from '../api/roles.js';

/** Club roles that run the club: organisers, and franchise managers who count as organisers (spec §6). */
export const managesClub = (roles: readonly Role[]) =>
  roles.includes('organiser') || roles.includes('franchise_manager');

/** Who may manage a club's staff: organisers, and platform managers (as the staff API allows). */
export const managesStaff = (roles: readonly Role[]) =>
  roles.includes('organiser') || roles.includes('platform_manager');

/** Who may change a club's schedule (terms and runs): its managers, and platform managers (as the API allows). */
export const managesSchedule = (roles: readonly Role[]) => managesClub(roles) || roles.includes('platform_manager');

/**
 * Who takes any register of the club: its managers, and platform managers (as the registers API allows);
 * a coach takes only the registers of the runs they are assigned to (modules/registers decides per run).
 */
export const takesEveryRegister = (roles: readonly Role[]) => managesClub(roles) || roles.includes('platform_manager');

/** Who may open the admin area at all: club staff, and platform managers. */
export const isClubStaff = (roles: readonly Role[]) =>
  managesClub(roles) || roles.includes('coach') || roles.includes('platform_manager');

export interface StaffBannerLinks {
  manageClub: boolean;
  viewRegisters: boolean;
  viewSchedule: boolean;
}

/**
 * The admin banner on public pages (spec §2): Manage Club and View Schedule for organisers, View
 * Registers for coaches; null for anyone who is not club staff (visitors, parents, support).
 */
export function staffBannerLinks(roles: readonly Role[]): StaffBannerLinks | null {
  const organiser = managesClub(roles);
  const coach = roles.includes('coach');
  if (!organiser && !coach) return null;
  return { manageClub: organiser, viewRegisters: coach, viewSchedule: organiser };
}
