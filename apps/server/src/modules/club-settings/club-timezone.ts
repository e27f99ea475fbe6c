import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ClubProfileDeps } from './club-profile-deps.js';

/** The club's time zone. */
export async function clubTimezone(deps: Pick<ClubProfileDeps, 'repo'>, club: Pick<ResolvedClub, 'id'>) {
  return { data: (await deps.repo.profileOf(club.id)).timeZone };
}

/** Sets the club's time zone (validated as an IANA zone by the route's schema). */
export async function setClubTimezone(
  deps: ClubProfileDeps,
  club: Pick<ResolvedClub, 'id' | 'subdomain'>,
  timezone: string,
) {
  await deps.repo.setTimeZone(club.id, timezone);
  deps.forgetClub(club.subdomain);
  return { data: timezone };
}
