import { randomUUID } from 'node:crypto';
import type { AddToBasketBody, FamilyOrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { AppError, bodyFieldRefused, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { Buyer } from '../booking/index.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { orderToPayEmail } from './family-emails.js';

/** Who books, where, and how the order is settled. */
/** The order a booking for a family made, with its amount (the route shows it to financial staff only). */
export type FamilyOrder = Omit<FamilyOrderResponse, 'total'> & { total: number };

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

/** The i-th place's refusal named by the field that chose its child (`childIds.1`), in the engine's words. */
function namedFor(err: unknown, field: string): unknown {
  if (!(err instanceof AppError) || !err.issues?.some((issue) => issue.path === 'body.childId')) return err;
  const issues = err.issues.map((issue) =>
    issue.path === 'body.childId' ? { ...issue, path: `body.${field}` } : issue,
  );
  return new AppError(err.code, err.message, issues);
}

/** The children's one family at the club: each a child of its contacts (404 otherwise), all of one parent (400). */
async function familyOf(deps: AdminBookingsDeps, clubId: number, places: AddToBasketBody[], childField: ChildField) {
  const found = await Promise.all(places.map((place) => deps.repo.memberChild(clubId, place.childId)));
  if (found.some((family) => family === null)) throw notFound('Child');
  const [family] = found as NonNullable<(typeof found)[number]>[];
  const other = found.findIndex((f) => f!.parentUserId !== family.parentUserId);
  if (other !== -1) throw bodyFieldRefused(childField(other), messages.adminBookings.oneFamilyOnly);
  return family;
}

/** Names the body field that chose the i-th place's child. */
export type ChildField = (index: number) => string;

/**
 * An organiser books places (a run's term, a camp week or days) for children of one family of the
 * club's contacts, in one order: so the domain's pricing applies to them together (the sibling
 * discount, one total). It goes through the parent's own basket and checkout, so the age limits,
 * invite-only (staff may book one for anyone), 'already booked', capacity (under the place's lock)
 * and the price are exactly the parent's; a child refused is named by its field (`childField`) and
 * nothing is booked. The order is the parent's: left pending (emailed to them to pay, or to
 * subscribe to a monthly plan, as an invoice), or, paid offline or costing nothing, completed at
 * once, booking the places. Another club's run, camp or child is 404.
 */
export async function bookForFamily(
  deps: AdminBookingsDeps,
  { club, staff, origin, fullTerm, paidOffline }: FamilyBooking,
  places: AddToBasketBody[],
  childField: ChildField = () => 'childId',
): Promise<FamilyOrder> {
  const family = await familyOf(deps, club.id, places, childField);
  const buyer: Buyer = { userId: family.parentUserId, email: family.email, firstName: family.firstName, origin };

  const items: { itemId: string; childName: string; className: string }[] = [];
  const releaseAll = async () => {
    for (const item of items) await deps.places.release(club, buyer.userId, item.itemId);
  };
  for (const [i, place] of places.entries()) {
    try {
      const basket = await deps.places.hold(club, buyer.userId, place);
      items.push(basket.items.filter(sameItem(place)).at(-1)!);
    } catch (err) {
      // All or nothing: the places held so far go back rather than waiting in the parent's basket.
      await releaseAll();
      throw namedFor(err, childField(i));
    }
  }
  let order;
  try {
    order = await deps.places.order(club, buyer, {
      idempotencyKey: randomUUID(),
      items: items.map((item) => item.itemId),
      setupFees: [],
      complete: false,
      discountCode: null,
      fullTerm,
    });
  } catch (err) {
    // Nothing ordered: the places go back rather than waiting in the parent's basket.
    await releaseAll();
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
    if (outcome !== 'completed') throw new AppError('CAPACITY_EXCEEDED', messages.booking.full(items[0].className));
  } else {
    const orderUrl = new URL(`/order/${order.uuid}`, origin).toString();
    await deps.send((outbox) =>
      outbox.email({
        ...orderToPayEmail(buyer.email, {
          firstName: buyer.firstName,
          childName: items.map((item) => item.childName).join(', '),
          className: [...new Set(items.map((item) => item.className))].join(', '),
          clubName: club.name,
          total: formatMoney(order.total, currencySymbolFor(club.currency)),
          orderUrl,
        }),
        inbox: { clubId: club.id, userId: buyer.userId }, // also in the family's inbox at the club
      }),
    );
  }
  const { id: orderId, uuid, status, parentUserId, total } = (await deps.paidOrders.find(club, order.uuid))!;
  return { orderId, uuid, status, parentUserId, total };
}
