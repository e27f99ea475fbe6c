import type { OrderLineView } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatDateTime } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import { AppError } from '../../platform/errors.js';
import type { CancelledSessionsRepository } from './cancelled-sessions.repository.js';

const texts = messages.booking.sessionCancelled;

/** A place as the rule reads it: its run and the sessions (epoch seconds) it gives the child. */
export interface DatedPlace {
  runId: number;
  dates: number[];
}

/** The first place found on a cancelled session: its index among those asked about, the class and the session. */
export interface OnCancelledSession {
  index: number;
  className: string;
  startTime: number;
}

/**
 * The one rule every way to book or pay passes (basket checkout, Book Now, paying an order, a payment settling): a
 * place whose sessions include one the club has cancelled is not booked as it is. Answers the first such place.
 */
export async function placeOnCancelledSession(
  repo: CancelledSessionsRepository,
  clubId: number,
  places: DatedPlace[],
): Promise<OnCancelledSession | null> {
  const cancelled = await repo.of(clubId, [...new Set(places.map((p) => p.runId))]);
  for (const [index, place] of places.entries()) {
    const session = cancelled.find((s) => s.runId === place.runId && place.dates.includes(toEpoch(s.startsAt)));
    if (session) return { index, className: session.className, startTime: toEpoch(session.startsAt) };
  }
  return null;
}

/**
 * An order's places whose price counted their sessions: a term place, a trial, the rest of a term after a trial. A
 * monthly plan's place is left out: its plan pays by the month, whatever one session does (as the cancel's money).
 */
export const datedPlacesOfOrder = (lines: OrderLineView[]): DatedPlace[] =>
  lines.flatMap((line) =>
    line.runId !== null && ['term', 'trial', 'trial-conversion'].includes(line.type)
      ? [{ runId: line.runId, dates: line.dates }]
      : [],
  );

/** 409 SESSION_CANCELLED in the parent's words: a trial in the basket (naming `body.items.N`), or an order's place. */
export function sessionCancelledRefusal(
  found: OnCancelledSession,
  timeZone: string,
  where: { basketItemIndex: number } | 'order',
): AppError {
  const when = formatDateTime(found.startTime, timeZone);
  if (where === 'order') return new AppError('SESSION_CANCELLED', texts.order(found.className, when));
  const message = texts.basket(found.className, when);
  return new AppError('SESSION_CANCELLED', message, [{ path: `body.items.${where.basketItemIndex}`, message }]);
}

/** 409 SESSION_CANCELLED unless every place of the order still has all the sessions it was priced with. */
export async function assertOrderSessionsHappen(
  repo: CancelledSessionsRepository,
  club: { id: number; timeZone: string },
  lines: OrderLineView[],
): Promise<void> {
  const found = await placeOnCancelledSession(repo, club.id, datedPlacesOfOrder(lines));
  if (found) throw sessionCancelledRefusal(found, club.timeZone, 'order');
}
