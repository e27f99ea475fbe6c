import type { OrderResponse } from '@clubroom/domain/api';
import { errorCatalogue } from '@clubroom/domain/errors';
import { messages } from '@clubroom/domain/messages';
import { booksMonthlyPlan, mixesMonthlyPlan, type DiscountCodeRefusal } from '@clubroom/domain/rules';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { sqlStateOf } from '../../platform/db/sql-state.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { toEpoch } from '../../lib/epoch.js';
import type { BookingDeps, BookingWrites } from './booking-deps.js';
import { assertOrderSessionsHappen, placeOnCancelledSession, sessionCancelledRefusal } from './cancelled-sessions.js';
import { confirmationEmail } from './confirmation-email.js';
import { confirmationSmsOf } from './confirmation-sms.js';
import { queueHoldExpiry } from './hold-expiry.js';
import { venuesByPlace } from './place-words.js';
import { orderLineRow, orderView } from './order-view.js';
import type { OrderLineRow, OrderRow } from './orders.repository.js';
import type { HoldRow } from './places.repository.js';
import { itemsOf, priceHolds } from './price-holds.js';
import { lockKeysOf } from './requested-places.js';
import { assertTakingBookings } from './taking-bookings.js';

const texts = messages.booking;
const MINUTE_MS = 60_000;
const UNIQUE_VIOLATION = '23505';
/** The most orders one family may have waiting for payment (and holding places) at a club at once. */
export const MAX_PENDING_ORDERS = 3;

/** The signed-in parent, as checkout needs them: who, where to email, and the club site's origin for links. */
export interface Buyer {
  userId: number;
  email: string;
  firstName: string;
  origin: string;
}

export interface Checkout {
  idempotencyKey: string;
  /** The basket items to order (each must still be held). */
  items: string[];
  /** Children whose parent asks for a setup fee. */
  setupFees: number[];
  /** Book Now: complete the order at once (it must cost nothing). */
  complete: boolean;
  /** As the parent typed it; null: none. */
  discountCode: string | null;
  /** Staff booking for a family: term places charged in full, not pro-rata (`priceOrder`'s `fullTerm`). */
  fullTerm?: boolean;
  /** Staff booking for a family: not limited to MAX_PENDING_ORDERS, and the family's credit is not spent on it. */
  byStaff?: boolean;
  /** A switched session's checkout (support acting as the parent): the family's credit is not spent on it. */
  withoutCredit?: boolean;
}

/**
 * A family's credit is spent at checkout: two checkouts of one family at once take this lock with their places', so
 * the second reads the balance the first left (no credit spent twice).
 */
const creditLockOf = (parentUserId: number) => ({ kind: 'family-credit' as const, id: parentUserId });

/** 400 naming the code's field, in words saying what is wrong with it. */
function discountCodeRefused(code: string, refusal: DiscountCodeRefusal) {
  const message = texts.discountCode[refusal](code);
  return new AppError('DISCOUNT_CODE_REFUSED', message, [{ path: 'body.discountCode', message }]);
}

/** 409 naming the first item whose places are no longer held (expired, removed, or ordered in another tab). */
function assertAllHeld(itemIds: string[], holds: HoldRow[], now: Date, names: Map<string, string>) {
  const live = new Set(holds.filter((h) => h.expiresAt > now).map((h) => h.itemId));
  const dead = new Set(holds.filter((h) => h.expiresAt <= now).map((h) => h.itemId));
  const index = itemIds.findIndex((id) => !live.has(id) || dead.has(id));
  if (index === -1) return;
  // An item tidied away by the expiry job (or ordered in another tab) has no name left: the catalogue's words.
  const name = names.get(itemIds[index]);
  const message = name ? texts.holdExpired(name) : errorCatalogue.HOLD_EXPIRED.message;
  throw new AppError('HOLD_EXPIRED', message, [{ path: `body.items.${index}`, message }]);
}

/**
 * 409 SESSION_CANCELLED naming the first item that is a trial of a session the club has cancelled since it was put in
 * the basket. A term place needs no such check: it is priced here without the cancelled session.
 */
async function assertTrialsHappen(w: BookingWrites, club: ResolvedClub, itemIds: string[], holds: HoldRow[]) {
  const trials = itemIds.flatMap((itemId, index) => {
    const trial = holds.find((h) => h.itemId === itemId && h.kind === 'trial');
    return trial?.runId && trial.trialSessionStart
      ? [{ index, runId: trial.runId, dates: [toEpoch(trial.trialSessionStart)] }]
      : [];
  });
  const found = await placeOnCancelledSession(w.cancelledSessions, club.id, trials);
  if (found) throw sessionCancelledRefusal(found, club.timeZone, { basketItemIndex: trials[found.index].index });
}

/** A succeeded payment completing an order (modules/payments): what it paid towards the order's total. */
export interface Payment {
  paid: number;
  /** A subscription started for the order's monthly plan: the only thing that books a plan. */
  subscribed: boolean;
  /** The places of holds that expired while the parent paid were found free again under the lock. */
  expiredPlacesRechecked: boolean;
}

/**
 * Confirms a pending order inside the caller's transaction, which holds its places' locks: an
 * order of zero (Book Now), or one a succeeded payment covers. Its holds must still be live (or,
 * for a payment, their places re-checked free); each becomes a confirmed booking (the unique index
 * refusing a second booking of a child into a run or day), and the confirmation email is queued.
 */
export async function completeLocked(
  w: BookingWrites,
  club: ResolvedClub,
  buyer: Buyer,
  order: OrderRow,
  now: Date,
  payment: Payment | null = null,
  contents: OrderContents | null = null,
) {
  if (order.status === 'completed') return order;
  if (order.status !== 'pending') throw new AppError('CONFLICT', texts.orderClosed);
  // What is left once the family's credit is spent: a payment must cover it, or it is nothing (Book Now).
  if (order.total - order.creditApplied > (payment?.paid ?? 0)) throw new AppError('CONFLICT', texts.needsPayment);
  const lines = contents?.lines ?? (await w.orders.linesOf(order.id));
  // Its total is nothing, but a plan is paid monthly: Book Now or a one-off payment never books it.
  if (booksMonthlyPlan(lines) && !payment?.subscribed) throw new AppError('CONFLICT', texts.subscribeForPlan);
  const holds = contents?.holds ?? (await w.places.holdsOfOrder(order.id));
  const expired = payment?.expiredPlacesRechecked ? undefined : holds.find((h) => h.expiresAt <= now);
  const view = orderView(order, lines, club.currency);
  // A session of its places cancelled since it was ordered: its price no longer stands (a payment's caller checks first).
  await assertOrderSessionsHappen(w.cancelledSessions, club, view.lines);
  if (expired) {
    const line = view.lines.find((l) => l.childId === expired.childId && (l.runId ?? -1) === (expired.runId ?? -1));
    throw new AppError('HOLD_EXPIRED', texts.holdExpired(line?.description ?? 'your order'));
  }
  try {
    // A child with a place no longer waits for one: an offer taken up, or a place booked some other way.
    await w.waitingLists.closeBooked(
      holds.flatMap((h) => (h.runId !== null ? [{ childId: h.childId, runId: h.runId }] : [])),
      now,
    );
    await w.places.bookHolds(order.id, holds, now);
  } catch (err) {
    if (sqlStateOf(err) !== UNIQUE_VIOLATION) throw err;
    throw new AppError('CONFLICT', texts.alreadyBooked('This child', 'one of these classes'));
  }
  for (const childId of new Set(holds.map((h) => h.childId))) await w.children.joinClub(club.id, childId, now);
  const completed = await w.orders.complete(order.id, now);
  const confirmed = orderView(completed, lines, club.currency);
  // Also in the parent's inbox at the club (docs/messaging.md, "The app's own emails").
  const email = await confirmationOf(w, club, buyer, confirmed, now);
  await w.outbox.email({ ...email, inbox: { clubId: club.id, userId: buyer.userId } });
  const sms = await confirmationSmsOf(w, club, buyer, confirmed);
  if (sms) await w.outbox.sms(sms);
  return completed;
}

/** The confirmation email of a completed order, with where each of its places meets. */
async function confirmationOf(w: BookingWrites, club: ResolvedClub, buyer: Buyer, order: OrderResponse, now: Date) {
  const ids = (key: 'runId' | 'campId') => [...new Set(order.lines.flatMap((line) => line[key] ?? []))];
  const venues = await w.places.venuesOf(club.id, ids('runId'), ids('campId'));
  return confirmationEmail(order, {
    to: buyer.email,
    firstName: buyer.firstName,
    clubName: club.name,
    timeZone: club.timeZone,
    orderUrl: new URL(`/order/${order.uuid}`, buyer.origin).toString(), // the spec's order page
    plansUrl: new URL('/dashboard/payment-plans', buyer.origin).toString(),
    venues: venuesByPlace(venues),
    bookedAt: toEpoch(now),
  });
}

/** What creating an order wrote: its holds (moved into it) and lines, so completing it at once need not read them back. */
interface OrderContents {
  holds: HoldRow[];
  lines: OrderLineRow[];
}

/** Creates the order inside the caller's transaction, once the items' places are locked. */
async function createLocked(w: BookingWrites, club: ResolvedClub, buyer: Buyer, checkout: Checkout, now: Date) {
  if (checkout.items.length === 0 && checkout.setupFees.length === 0) {
    throw new AppError('VALIDATION_FAILED', texts.basketEmpty, [{ path: 'body.items', message: texts.basketEmpty }]);
  }
  const holds = await w.places.itemsOf(club.id, buyer.userId, checkout.items);
  // Orders waiting for payment hold their places for an hour: a family may not pile them up.
  if (!checkout.complete && !checkout.byStaff && holds.length > 0) {
    if ((await w.places.awaitingPayment(club.id, buyer.userId, now)).length >= MAX_PENDING_ORDERS)
      throw new AppError('CONFLICT', texts.tooManyPendingOrders(MAX_PENDING_ORDERS));
  }
  const priced = await priceHolds(
    w,
    club,
    {
      parentUserId: buyer.userId,
      holds,
      setupFeesAskedFor: checkout.setupFees,
      discountCode: checkout.discountCode,
      fullTerm: checkout.fullTerm,
      withoutCredit: checkout.byStaff || checkout.withoutCredit,
    },
    now,
  );
  const names = new Map(itemsOf(holds).map((item) => [item[0].itemId, priced.describe(item).className]));
  assertAllHeld(checkout.items, holds, now, names);
  await assertTrialsHappen(w, club, checkout.items, holds);
  // The club's required questions for these places, answered before any order is placed (every path comes here).
  await w.questionsAnswered(club.id, buyer.userId, holds);
  const code = priced.discountCode;
  if (code?.refusal) throw discountCodeRefused(code.code, code.refusal);
  if (mixesMonthlyPlan(priced.lines)) {
    const message = messages.subscriptions.notOnlyPlans;
    throw new AppError('CONFLICT', message, [{ path: 'body.items', message }]);
  }
  const { order, lines } = await w.orders.insertWithLines(
    {
      clubId: club.id,
      parentUserId: buyer.userId,
      status: 'pending',
      subtotal: priced.subtotal,
      discounts: priced.discounts,
      total: priced.total,
      creditApplied: priced.creditApplied,
      passingOnFee: priced.passingOnFee,
      idempotencyKey: checkout.idempotencyKey,
      discountCodeId: code?.id ?? null,
      createdAt: now,
    },
    priced.lines.map(orderLineRow),
  );
  // The family's credit is spent with the order, under the family's lock (`familyLocks`): never twice.
  await w.credit.spend({ clubId: club.id, parentUserId: buyer.userId, orderId: order.id }, priced.creditApplied, now);
  let moved: HoldRow[] = [];
  if (holds.length > 0) {
    const { pendingOrderHoldMinutes } = await w.settings.of(club.id);
    const until = new Date(now.getTime() + pendingOrderHoldMinutes * MINUTE_MS);
    moved = await w.places.moveToOrder(
      holds.map((h) => h.id),
      order.id,
      until,
    );
    // Book Now books the places in this same transaction (or keeps nothing): no expiry to tidy up.
    if (!checkout.complete) await queueHoldExpiry(w.outbox, club.id, until);
  }
  return { order, contents: { holds: moved, lines } satisfies OrderContents };
}

/**
 * Checkout: the basket items (and setup fees asked for) become an order priced by `priceOrder`,
 * its places moved out of the basket and held on while it is pending; with `complete` (Book Now)
 * it is confirmed at once. Idempotent by the parent's key: a retry, however it races the first
 * attempt, answers the same order and never makes a second.
 */
export async function placeOrder(
  deps: BookingDeps,
  club: ResolvedClub,
  buyer: Buyer,
  checkout: Checkout,
  basket: HoldRow[] | null = null,
): Promise<OrderRow> {
  if (checkout.items.length > 0 || checkout.complete) assertTakingBookings(club);
  for (const childId of checkout.setupFees) {
    if (!(await deps.children.ofParent(buyer.userId, childId))) throw notFound('Child');
  }
  const attempt = () =>
    deps.transaction(async (w) => {
      // What to lock: the holds Book Now has just read as the basket, else the items'. Either is re-read under the lock.
      const held = basket ?? (await w.places.itemsOf(club.id, buyer.userId, checkout.items));
      // A code's uses are limited as places are: locked with them, its uses counted again under the lock.
      const code = checkout.discountCode === null ? null : await w.discountCodes.find(club.id, checkout.discountCode);
      await lockAvailability(w.tx, [
        ...lockKeysOf(held),
        ...(code ? [{ kind: 'discount-code' as const, id: code.id }] : []),
        creditLockOf(buyer.userId),
      ]);
      const now = deps.clock();
      // After the lock, a racing attempt with the same key has committed: answer its order.
      const earlier = await w.orders.findByIdempotencyKey(buyer.userId, checkout.idempotencyKey);
      const created = earlier ? null : await createLocked(w, club, buyer, checkout, now);
      const order = earlier ?? created!.order;
      if (earlier && earlier.clubId !== club.id) throw notFound('Order');
      return checkout.complete ? completeLocked(w, club, buyer, order, now, null, created?.contents ?? null) : order;
    });
  try {
    return await attempt();
  } catch (err) {
    // Two attempts with one key and no place to lock (setup fees only): the index lets one in.
    if (sqlStateOf(err) !== UNIQUE_VIOLATION) throw err;
    return attempt();
  }
}

/** One family's setup-fee order that staff ask for: the parent and their children without a fee. */
export interface SetupFeeFamily {
  buyer: Buyer;
  childIds: number[];
}

/**
 * Setup-fee orders for several families at once (staff's 'Create new setup fees'), in one
 * transaction: every order is made or none is. Each carries the request's key, so a repeat of the
 * request (a double submit, however it races the first) answers the orders already made.
 */
export async function placeSetupFeeOrders(
  deps: BookingDeps,
  club: ResolvedClub,
  families: SetupFeeFamily[],
  idempotencyKey: string,
): Promise<OrderRow[]> {
  const checkout = { idempotencyKey, items: [], complete: false, discountCode: null, byStaff: true };
  const attempt = () =>
    deps.transaction(async (w) => {
      const now = deps.clock();
      const orders: OrderRow[] = [];
      for (const { buyer, childIds } of families) {
        const earlier = await w.orders.findByIdempotencyKey(buyer.userId, idempotencyKey);
        if (earlier && earlier.clubId !== club.id) throw notFound('Order');
        orders.push(earlier ?? (await createLocked(w, club, buyer, { ...checkout, setupFees: childIds }, now)).order);
      }
      return orders;
    });
  try {
    return await attempt();
  } catch (err) {
    // A racing repeat of the request committed first: the index refused ours; the next attempt finds its orders.
    if (sqlStateOf(err) !== UNIQUE_VIOLATION) throw err;
    return attempt();
  }
}

/** Book Now on a pending order of the parent's (anyone else's answers 404): confirmed at once when it costs nothing. */
export async function completeOrder(deps: BookingDeps, club: ResolvedClub, buyer: Buyer, uuid: string) {
  assertTakingBookings(club);
  const order = await deps.orders.findByUuid(club.id, uuid);
  if (!order || order.parentUserId !== buyer.userId) throw notFound('Order');
  return deps.transaction(async (w) => {
    await lockAvailability(w.tx, lockKeysOf(await w.places.holdsOfOrder(order.id)));
    const now = deps.clock();
    const current = await w.orders.findByUuid(club.id, uuid);
    return completeLocked(w, club, buyer, current!, now);
  });
}

/** Book Now with no order named (the spec's empty body): the whole basket, ordered and confirmed in one go. */
export async function bookBasketNow(
  deps: BookingDeps,
  club: ResolvedClub,
  buyer: Buyer,
  {
    idempotencyKey,
    discountCode,
    withoutCredit,
  }: { idempotencyKey: string; discountCode: string | null; withoutCredit?: boolean },
) {
  const basket = await deps.places.basketOf(club.id, buyer.userId, deps.clock());
  const items = [...new Set(basket.map((h) => h.itemId))];
  const checkout = { idempotencyKey, items, setupFees: [], complete: true, discountCode, withoutCredit };
  return placeOrder(deps, club, buyer, checkout, basket);
}
