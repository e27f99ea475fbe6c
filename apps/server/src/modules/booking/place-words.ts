import { messages } from '@clubroom/domain/messages';
import { formatDateTime } from '@clubroom/domain/rules';
import type { PlaceVenue } from './places.repository.js';

const texts = messages.bookingEmails;
/** How many sessions an email lists before pointing to the order for the rest. */
export const SESSIONS_LISTED = 4;

/** The venues of runs and camps by the key a line names its place with. */
export type VenuesByPlace = Map<string, PlaceVenue>;
export const placeKey = (place: { runId: number | null; campId: number | null }) =>
  place.runId !== null ? `run:${place.runId}` : `camp:${place.campId}`;
export const venuesByPlace = (venues: PlaceVenue[]): VenuesByPlace => new Map(venues.map((v) => [placeKey(v), v]));

/**
 * Where and when a place is, as lines under it in an email: its venue with the address, then each session's day
 * and time in the club's time zone (the first few, and how many more the order lists).
 */
export function whereAndWhen(
  venue: Pick<PlaceVenue, 'name' | 'address' | 'postcode'> | undefined,
  sessions: number[],
  timeZone: string,
): string[] {
  const indent = '    ';
  const where = venue ? [`${indent}${texts.where(venue)}`] : [];
  if (sessions.length === 0) return where;
  const listed = sessions.slice(0, SESSIONS_LISTED).map((start) => `${indent}  ${formatDateTime(start, timeZone)}`);
  const more = sessions.length - SESSIONS_LISTED;
  return [
    ...where,
    `${indent}${texts.when}`,
    ...listed,
    ...(more > 0 ? [`${indent}  ${texts.moreSessions(more)}`] : []),
  ];
}
