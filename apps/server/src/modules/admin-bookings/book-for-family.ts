import { randomUUID } from 'node:crypto';
import type { AddToBasketBody, FamilyOrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { AppError, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { Buyer } from '../booking/index.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { orderToPayEmail } from './family-emails.js';

/** Who books, where, and how the order is settled. */
export interface FamilyBooking {
  club: ResolvedClub;
  staff: Actor;
  /** The club site's origin, for the order's link. */
  origin: string;
  /** Term places charged in full even once the term has started. */
  fullTerm: boolean;
  /** The parent paid the club offline: the order is completed, the place booked. */
  paidOffline: boolean;
}

const sameItem =
  (a: AddToBasketBody) => (b: { type: string; childId: number; runId: number | null; weekId: number | null }) =>
    b.type === a.type && b.childId === a.childId && ('runId' in a ? b.runId === a.runId : b.weekId === a.weekId);

/**
 * An organiser books a place (a run's term, a camp week or days) for a child of the club's contacts.
 * It goes through the parent's own basket and checkout, so the age limits, 'already booked',
 * capacity (under the place's lock) and the price are exactly the parent's. The order is the
 * parent's: left pending (emailed to them to pay, or to subscribe to a monthly plan, as an invoice),
 * or, paid offline or costing nothing, completed at once, booking the place. Another club's run, camp or child is 404.
 */
export async function bookForFamily(
  deps: AdminBookingsDeps,
  { club, staff, origin, fullTerm, paidOffline }: FamilyBooking,
  place: AddToBasketBody,
): Promise<FamilyOrderResponse> {
  const family = await deps.repo.memberChild(club.id, place.childId);
  if (!family) throw notFound('Child');
  const buyer: Buyer = { userId: family.parentUserId, email: family.email, firstName: family.firstName, origin };

  const basket = await deps.places.hold(club, buyer.userId, place);
  const item = basket.items.filter(sameItem(place)).at(-1)!;
  let order;
  try {
    order = await deps.places.order(club, buyer, {
      idempotencyKey: randomUUID(),
      items: [item.itemId],
      setupFees: [],
      complete: false,
      discountCode: null,
      fullTerm,
    });
  } catch (err) {
    // Nothing ordered: the place goes back rather than waiting in the parent's basket.
    await deps.places.release(club, buyer.userId, item.itemId);
    throw err;
  }

  // A monthly plan is paid by the parent's subscription: never completed here, whatever was paid offline.
  const sellsPlan = (await deps.paidOrders.find(club, order.uuid))!.lines.some((line) => line.monthlyPlan !== null);
  if (!sellsPlan && (paidOffline || order.total === 0)) {
    const outcome = await deps.paidOrders.complete(
      club,
      buyer,
      { id: order.id, paid: order.total, subscribed: false },
      async (tx) => {
        if (order.total === 0) return;
        await deps.auditOn(tx).record(staff, {
          action: 'order.paid-offline',
          subjectUserId: buyer.userId,
          clubId: club.id,
          details: { orderUuid: order.uuid, amount: order.total },
        });
      },
    );
    if (outcome !== 'completed') throw new AppError('CAPACITY_EXCEEDED', messages.booking.full(item.className));
  } else {
    const orderUrl = new URL(`/order/${order.uuid}`, origin).toString();
    await deps.send((outbox) =>
      outbox.email(
        orderToPayEmail(buyer.email, {
          firstName: buyer.firstName,
          childName: item.childName,
          className: item.className,
          clubName: club.name,
          total: formatMoney(order.total, currencySymbolFor(club.currency)),
          orderUrl,
        }),
      ),
    );
  }
  const { id: orderId, ...answer } = (await deps.paidOrders.find(club, order.uuid))!;
  return { ...answer, orderId };
}
