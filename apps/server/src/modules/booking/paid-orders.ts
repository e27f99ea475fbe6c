import type { OrderResponse } from '@clubroom/domain/api';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import type { Tx } from '../../platform/db/transaction.js';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { BookingDeps, BookingWrites } from './booking-deps.js';
import { cancelUnpaidOrder } from './cancel-unpaid-order.js';
import { datedPlacesOfOrder, placeOnCancelledSession } from './cancelled-sessions.js';
import { completeLocked, type Buyer } from './checkout.js';
import { orderView } from './order-view.js';
import { paidOrdersRepository } from './paid-orders.repository.js';
import type { OrderRow } from './orders.repository.js';
import type { HoldRow, PlaceRef } from './places.repository.js';
import { lockKeysOf, takenKeyOf } from './requested-places.js';

/** An order as paying for it needs it: the view its parent sees, whose it is, and its row id. */
export type PayableOrder = OrderResponse & { id: number; parentUserId: number };

/** One of the club's orders by uuid (null when it has none), whoever's it is: the caller checks. */
export async function findPayableOrder(deps: BookingDeps, club: ResolvedClub, uuid: string) {
  const order = await deps.orders.findByUuid(club.id, uuid);
  if (!order) return null;
  const view = orderView(order, await deps.orders.linesOf(order.id), club.currency);
  return { ...view, id: order.id, parentUserId: order.parentUserId } satisfies PayableOrder;
}

/** What settling a paid order did: its places booked, or (gone while the parent paid) the order given up. */
export type PaidOrderOutcome = 'completed' | 'places-gone';

const placeOf = (hold: HoldRow): PlaceRef =>
  hold.runId !== null ? { runId: hold.runId } : { campDayId: hold.campDayId! };

/**
 * Under the places' locks: whether the places of holds that expired while the parent paid are
 * still theirs to book. Each must have capacity − confirmed bookings − unexpired holds left for
 * the order's expired holds on it, and the child no confirmed place there already (booked
 * meanwhile in another order). A parent who held the place and paid comes before the waiting list,
 * whose families are offered only what the hold-expiry job has freed.
 */
async function expiredPlacesFree(w: BookingWrites, clubId: number, holds: HoldRow[], now: Date): Promise<boolean> {
  const expired = holds.filter((h) => h.expiresAt <= now);
  if (expired.length === 0) return true;
  const places = expired.map(placeOf);
  const taken = await w.places.taken(clubId, places, now);
  const capacities = await paidOrdersRepository(w.tx).capacitiesOf(clubId, places);
  const wanted = new Map<string, number>();
  for (const place of places) wanted.set(takenKeyOf(place), (wanted.get(takenKeyOf(place)) ?? 0) + 1);
  for (const [key, count] of wanted) {
    if ((capacities.get(key) ?? 0) - (taken.get(key) ?? 0) < count) return false;
  }
  for (const hold of expired) {
    if ((await w.places.childHas(hold.childId, [placeOf(hold)], now)) === 'booked') return false;
  }
  return true;
}

/**
 * Under the places' locks: whether a paid order's places can still be booked as they were priced: no session of
 * theirs cancelled by the club since (`cancelled-sessions.ts`), and any that expired while the parent paid still free.
 */
async function placesStillBookable(w: BookingWrites, club: ResolvedClub, order: OrderRow, holds: HoldRow[], now: Date) {
  const { lines } = orderView(order, await w.orders.linesOf(order.id), club.currency);
  if (await placeOnCancelledSession(w.cancelledSessions, club.id, datedPlacesOfOrder(lines))) return false;
  return expiredPlacesFree(w, club.id, holds, now);
}

/**
 * Completes an order a succeeded payment covers, exactly once, under its places' locks (the
 * payment's settlement: modules/payments). Live holds are booked as checkout books them; holds that
 * expired while the parent paid are booked too if their places are still free, re-checked under
 * the lock; otherwise (or when the club has cancelled a session of its places meanwhile) the order is cancelled and
 * its holds released, and the caller refunds.
 * `record` writes the caller's own rows in the same transaction, with the outcome. An order
 * already completed answers 'completed' again; one already cancelled, 'places-gone'.
 */
export async function completePaidOrder(
  deps: BookingDeps,
  club: ResolvedClub,
  buyer: Buyer,
  order: { id: number; paid: number; subscribed: boolean },
  record: (tx: Tx, outcome: PaidOrderOutcome) => Promise<void>,
): Promise<PaidOrderOutcome> {
  return deps.transaction(async (w) => {
    const holds = await w.places.holdsOfOrder(order.id);
    await lockAvailability(w.tx, lockKeysOf(holds));
    const now = deps.clock();
    const current = await paidOrdersRepository(w.tx).findOrder(club.id, order.id);
    if (!current) throw notFound('Order');
    let outcome: PaidOrderOutcome = 'completed';
    if (current.status === 'pending' && (await placesStillBookable(w, club, current, holds, now))) {
      await completeLocked(w, club, buyer, current, now, { ...order, expiredPlacesRechecked: true });
    } else if (current.status !== 'completed') {
      await cancelUnpaidOrder(w, current, now);
      outcome = 'places-gone';
    }
    await record(w.tx, outcome);
    return outcome;
  });
}
