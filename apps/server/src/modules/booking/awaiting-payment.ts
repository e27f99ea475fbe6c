import type { OrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { BookingDeps } from './booking-deps.js';
import { offerFreedPlaces } from './offer-places.js';
import { orderView } from './order-view.js';
import { cancelUnpaidOrder } from './cancel-unpaid-order.js';
import { lockKeysOf } from './requested-places.js';

/** The parent's orders at the club waiting for payment, each with its deadline to pay, oldest first. */
export async function awaitingPaymentOrders(
  deps: BookingDeps,
  club: ResolvedClub,
  parentUserId: number,
): Promise<OrderResponse[]> {
  const rows = await deps.places.awaitingPayment(club.id, parentUserId, deps.clock());
  return Promise.all(
    rows.map(async ({ order, payBy }) =>
      orderView(order, await deps.orders.linesOf(order.id), club.currency, { payBy: payBy.toISOString() }),
    ),
  );
}

/**
 * The parent gives up one of their orders waiting for payment (anyone else's answers 404): it is
 * cancelled and its held places released at once, under their locks, so it no longer counts
 * towards the orders a family may keep waiting. A place offered from a waiting list is declined,
 * and every freed place of a run is offered on to its queue. A paid order answers 409 (its places
 * are cancelled from My bookings); one already cancelled answers as it is.
 */
export async function cancelAwaitingOrder(
  deps: BookingDeps,
  club: ResolvedClub,
  parentUserId: number,
  uuid: string,
): Promise<OrderResponse> {
  const found = await deps.orders.findByUuid(club.id, uuid);
  if (!found || found.parentUserId !== parentUserId) throw notFound('Order');
  const order = await deps.transaction(async (w) => {
    const held = await w.places.holdsOfOrder(found.id);
    await lockAvailability(w.tx, lockKeysOf(held));
    const current = (await w.orders.findByUuid(club.id, uuid))!;
    if (current.status === 'completed') throw new AppError('CONFLICT', messages.booking.orderPaid);
    if (current.status === 'cancelled') return current;
    const now = deps.clock();
    await cancelUnpaidOrder(w, current, now);
    for (const hold of held) {
      if (hold.waitingListEntryId !== null) await w.waitingLists.close(hold.waitingListEntryId, 'declined', now);
    }
    const runIds = held.flatMap((h) => (h.runId !== null ? [h.runId] : []));
    await offerFreedPlaces(w, club.id, runIds, { now, publicUrl: deps.publicUrl });
    return { ...current, status: 'cancelled' };
  });
  return orderView(order, await deps.orders.linesOf(order.id), club.currency);
}
