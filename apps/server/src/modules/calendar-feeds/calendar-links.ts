import { calendarFeedsApi, pathOf, type CalendarLinkStatus, type IssuedCalendarLink } from '@clubroom/domain/api';
import { randomToken, sha256 } from '../../platform/security/tokens.js';
import type { CalendarFeedsDeps } from './calendar-feeds-deps.js';

type LinkDeps = Pick<CalendarFeedsDeps, 'repo' | 'platformOrigin' | 'clock'>;

/** Whether the person has a live calendar link, and since when: never its address, which is kept only hashed. */
export async function calendarLinkStatus(deps: LinkDeps, userId: number): Promise<CalendarLinkStatus> {
  const link = await deps.repo.linkOf(userId);
  return { link: link && { createdAt: link.createdAt.toISOString() } };
}

/**
 * A new secret link to the person's family calendar (256 random bits, stored as its SHA-256): any earlier
 * link stops working in the same write. Its address is answered now and never again.
 */
export async function issueCalendarLink(deps: LinkDeps, userId: number): Promise<IssuedCalendarLink> {
  const token = randomToken();
  const createdAt = deps.clock();
  await deps.repo.replace(userId, sha256(token), createdAt);
  const url = `${deps.platformOrigin}${pathOf(calendarFeedsApi.familyCalendarFeed)}?token=${token}`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: createdAt.toISOString() };
}

/** The person's link stops working (404 from now on). */
export async function revokeCalendarLink(deps: LinkDeps, userId: number): Promise<CalendarLinkStatus> {
  await deps.repo.revoke(userId);
  return { link: null };
}
