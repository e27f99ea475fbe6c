import type {
  AmendCampBookingBody,
  AmendCampBookingResult,
  CampBookingEdit,
  CampBookingPrice,
} from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { campPlacePrice, currencySymbolFor, formatMoney, localDateOf } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import { AppError, bodyFieldRefused, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminBookingsDeps } from './admin-bookings-deps.js';
import { orderToPayEmail } from './family-emails.js';

const t = messages.adminBookings;

/** Who amends, at which club, and the club site's origin (the order's link). */
export interface AmendingStaff {
  club: ResolvedClub;
  staff: Actor;
  origin: string;
}

/**
 * One of the club's camp bookings by id, with its week and the child's places on each day of it
 * (whichever order made them): 404 for another club's or none, 409 for a run's booking.
 */
async function campBooking(deps: AdminBookingsDeps, club: ResolvedClub, bookingId: number) {
  const found = await deps.repo.bookingById(club.id, bookingId);
  if (!found) throw notFound('Booking');
  const { booking, campWeekId, camp, child, parent } = found;
  if (booking.runId !== null || campWeekId === null || camp === null) throw new AppError('CONFLICT', t.notCampBooking);
  if (child === null || parent === null) throw new AppError('CONFLICT', t.noChildToAmend);
  const week = (await deps.repo.campWeek(club.id, campWeekId))!;
  const places = await deps.repo.childPlacesOn(
    club.id,
    child.childId,
    week.days.map((d) => d.dayId),
    deps.clock(),
  );
  return { booking, camp, child, parent, week, places };
}
type CampBooking = Awaited<ReturnType<typeof campBooking>>;

/** The days booked, re-priced for other days of the same week by the domain's camp pricing. */
function repriced({ week, places }: CampBooking, dayIds: number[], currency: string): CampBookingPrice {
  const price = (days: number) => campPlacePrice(week, days, week.days.length);
  const currentPrice = price(places.booked.length);
  const newPrice = price(dayIds.length);
  return {
    currentDays: places.booked.length,
    currentPrice,
    newDays: dayIds.length,
    newPrice,
    difference: newPrice - currentPrice,
    currency,
  };
}

function editView(found: CampBooking, club: ResolvedClub, now: Date): CampBookingEdit {
  const { booking, camp, child, parent, week, places } = found;
  const booked = new Set(places.booked.map((b) => b.dayId));
  return {
    bookingId: booking.id,
    bookingRef: booking.bookingRef,
    child,
    parent: { userId: parent.userId, name: `${parent.firstName} ${parent.lastName}`, email: parent.email },
    camp,
    week: { weekId: week.weekId, name: week.name },
    days: week.days.map((day) => ({
      dayId: day.dayId,
      date: localDateOf(toEpoch(day.startsAt), club.timeZone),
      startTime: toEpoch(day.startsAt),
      place: booked.has(day.dayId) ? 'booked' : places.pending.includes(day.dayId) ? 'pending' : 'none',
      started: day.startsAt <= now,
    })),
    price: repriced(found, [], club.currency).currentPrice,
    currency: club.currency,
  };
}

/** A camp booking for its edit form (`GET /api/v4/camps/edit/booking/{bookingId}`). */
export async function campBookingForEdit(deps: AdminBookingsDeps, club: ResolvedClub, bookingId: number) {
  return { booking: editView(await campBooking(deps, club, bookingId), club, deps.clock()) };
}

/** Checks the days asked for: the week's (400 naming `dayIds`), none held in a pending order. */
function checkedDays(found: CampBooking, dayIds: number[]) {
  const weekDays = new Set(found.week.days.map((d) => d.dayId));
  if (dayIds.some((id) => !weekDays.has(id))) throw bodyFieldRefused('dayIds', t.notDayOfWeek);
  if (found.places.pending.length > 0) throw new AppError('CONFLICT', t.dayPending);
  return [...new Set(dayIds)];
}

/** A camp booking re-priced for other days (`GET …/edit/booking/{bookingId}/price?dayIds=`); without them, as it is. */
export async function campBookingPrice(
  deps: AdminBookingsDeps,
  club: ResolvedClub,
  bookingId: number,
  dayIds: number[] | undefined,
): Promise<CampBookingPrice> {
  const found = await campBooking(deps, club, bookingId);
  const days = dayIds ? checkedDays(found, dayIds) : found.places.booked.map((b) => b.dayId);
  return repriced(found, days, club.currency);
}

/**
 * Changes which days of its week a camp booking gives the child (`POST /api/v4/camps/edit/booking/amend`).
 * Re-priced first (`campPlacePrice`: the whole week at the week price, fewer days by the day, never
 * more than the week); then, in one transaction under the days' locks, the days gained are booked
 * (409 when one is full: nothing changes) and those lost cancelled, with the audit entry
 * (`booking.days-amended`). A day that has started can be neither added nor removed (400). Then the
 * money, never inside the transaction: more to pay is an order for the difference (the parent's to
 * pay, or completed when paid offline); less is refunded to the card the booking was paid with, as
 * far as it goes, and the rest is the club's to settle. A retry with the days already as asked
 * changes nothing and charges or refunds nothing twice (the keys name the amendment).
 */
export async function amendCampBooking(
  deps: AdminBookingsDeps,
  staffing: AmendingStaff,
  body: AmendCampBookingBody,
): Promise<AmendCampBookingResult> {
  const { club, staff } = staffing;
  const found = await campBooking(deps, club, body.bookingId);
  const { booking, camp, child, parent, week, places } = found;
  const wanted = checkedDays(found, body.dayIds);
  const now = deps.clock();
  const booked = new Set(places.booked.map((b) => b.dayId));
  const addDayIds = wanted.filter((id) => !booked.has(id));
  const remove = places.booked.filter((b) => !wanted.includes(b.dayId));
  const startOf = new Map(week.days.map((d) => [d.dayId, d.startsAt]));
  if ([...addDayIds, ...remove.map((r) => r.dayId)].some((id) => startOf.get(id)! <= now))
    throw bodyFieldRefused('dayIds', t.dayStarted);
  const price = repriced(found, wanted, club.currency);

  if (addDayIds.length > 0 || remove.length > 0)
    await deps.places.amendCampDays(
      club.id,
      {
        childId: child.childId,
        className: camp.className,
        capacity: week.capacity,
        orderId: booking.orderId,
        addDayIds,
        remove: remove.map((r) => ({ id: r.id, campDayId: r.dayId })),
      },
      (tx) =>
        deps.auditOn(tx).record(staff, {
          action: 'booking.days-amended',
          subjectUserId: parent.userId,
          clubId: club.id,
          details: { bookingId: booking.id, added: addDayIds, removed: remove.map((r) => r.dayId), price },
        }),
    );

  const key = `camp-amend-${booking.id}-${body.idempotencyKey}`;
  const charge =
    price.difference > 0
      ? await chargeDifference(deps, found, staffing, price.difference, key, body.paidOffline)
      : null;
  const refund = price.difference < 0 ? await refundDifference(deps, found, club, -price.difference, key) : null;
  return {
    booking: editView(await campBooking(deps, club, body.bookingId), club, deps.clock()),
    price,
    charge,
    refund,
  };
}

/**
 * More to pay: an order of the difference for the parent, emailed to them to pay; completed at once
 * (recorded as paid offline) when they paid the club.
 */
async function chargeDifference(
  deps: AdminBookingsDeps,
  { camp, child, parent, week }: CampBooking,
  { club, staff, origin }: AmendingStaff,
  amount: number,
  key: string,
  paidOffline: boolean,
) {
  const made = await deps.customOrders.create(club, staff.userId, {
    parentId: parent.userId,
    childId: child.childId,
    lines: [{ description: t.amendLine(camp.className, week.name), amount }],
    idempotencyKey: key,
  });
  const buyer = { userId: parent.userId, email: parent.email, firstName: parent.firstName, origin };
  if (paidOffline) {
    await deps.paidOrders.complete(club, buyer, { id: made.orderId, paid: amount, subscribed: false }, (tx) =>
      deps.auditOn(tx).record(staff, {
        action: 'order.paid-offline',
        subjectUserId: parent.userId,
        clubId: club.id,
        details: { orderUuid: made.uuid, amount },
      }),
    );
  } else {
    const facts = {
      firstName: parent.firstName,
      childName: `${child.firstName} ${child.lastName}`,
      className: camp.className,
      clubName: club.name,
      total: formatMoney(amount, currencySymbolFor(club.currency)),
      orderUrl: new URL(`/order/${made.uuid}`, origin).toString(),
    };
    const inbox = { clubId: club.id, userId: parent.userId }; // also in the family's inbox at the club
    await deps.send((outbox) => outbox.email({ ...orderToPayEmail(parent.email, facts), inbox }));
  }
  const order = (await deps.paidOrders.find(club, made.uuid))!;
  return { orderId: order.id, uuid: order.uuid, status: order.status, total: amount };
}

/** Less to pay: refunded to the card the booking's order was paid with, as far as is left; the rest is the club's to settle. */
async function refundDifference(
  deps: AdminBookingsDeps,
  { booking, camp, week }: CampBooking,
  club: ResolvedClub,
  amount: number,
  key: string,
) {
  const payment = booking.orderId === null ? null : await deps.refunds.paymentOf(booking.orderId);
  const left = payment && payment.status === 'succeeded' ? await deps.refunds.leftOf(payment) : 0;
  const refundable = Math.min(amount, left);
  if (payment && refundable > 0) {
    const order = (await deps.repo.bookingById(club.id, booking.id))!.order!;
    await deps.refunds.refund(club, payment, {
      amount: refundable,
      reason: t.amendRefundReason(camp.className, week.name),
      idempotencyKey: key,
      orderUuid: order.uuid,
    });
  }
  return { amount, refunded: refundable, toSettle: amount - refundable };
}
