import { randomUUID } from 'node:crypto';
import type { AddToBasketBody, BasketItem, BasketResponse } from '@clubroom/domain/api';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { BookingDeps } from './booking-deps.js';
import { queueHoldExpiry } from './hold-expiry.js';
import { offerFreedPlaces } from './offer-places.js';
import { assertFamilyMayHold, assertPlacesFree } from './place-checks.js';
import { itemsOf, priceHolds } from './price-holds.js';
import { lockKeyOf, lockKeysOf, requestedPlaces } from './requested-places.js';
import { assertTakingBookings } from './taking-bookings.js';

const MINUTE_MS = 60_000;

/**
 * Whether the family's credit is left out of the price: in a switched session (support acting as the parent), whose
 * checkout spends none of it (the family's own money, docs/security.md), so its basket shows none either.
 */
export interface CreditUse {
  withoutCredit?: boolean;
}

/**
 * The parent's basket at the club: each item's places, held until when, and the whole priced, with
 * the discount code the parent typed when it applies (else priced without it, saying why).
 */
export async function getBasket(
  deps: BookingDeps,
  club: ResolvedClub,
  parentUserId: number,
  discountCode: string | null = null,
  { withoutCredit = false }: CreditUse = {},
): Promise<BasketResponse> {
  const now = deps.clock();
  const holds = await deps.places.basketOf(club.id, parentUserId, now);
  const { holdMinutes } = await deps.settings.of(club.id);
  const request = { parentUserId, holds, setupFeesAskedFor: [], discountCode, withoutCredit };
  const priced = await priceHolds(deps, club, request, now);
  return {
    // `priceHolds` prices the items in this order: each card's price is the one the subtotal was summed from.
    items: itemsOf(holds).map((item, index) => {
      const [first] = item;
      return {
        itemId: first.itemId,
        type: first.kind as BasketItem['type'],
        childId: first.childId,
        runId: first.runId,
        weekId: first.campWeekId,
        ...priced.describe(item),
        ...priced.itemPrices[index],
        expiresAt: new Date(Math.min(...item.map((h) => h.expiresAt.getTime()))).toISOString(),
        offered: first.waitingListEntryId !== null || first.priorityOfferId !== null,
      };
    }),
    lines: priced.lines,
    subtotal: priced.subtotal,
    discounts: priced.discounts,
    total: priced.total,
    creditApplied: priced.creditApplied,
    passingOnFee: priced.passingOnFee,
    totalToPay: priced.totalToPay,
    currency: club.currency,
    holdMinutes,
    discountCode: priced.discountCode && { code: priced.discountCode.code, refusal: priced.discountCode.refusal },
  };
}

/**
 * Holds a place for one of the parent's own children (anyone else's answers 404), or staff's for
 * a family (`byStaff`: an invite-only run or camp for anyone): checked, then
 * locked, re-checked under the lock, then written, with a job to tidy it away once it expires.
 * Answers the whole basket priced: the web app shows it next, without asking again.
 */
export async function addToBasket(
  deps: BookingDeps,
  club: ResolvedClub,
  parentUserId: number,
  item: AddToBasketBody,
  { byStaff = false, withoutCredit = false }: { byStaff?: boolean } & CreditUse = {},
): Promise<BasketResponse> {
  assertTakingBookings(club);
  const child = await deps.children.ofParent(parentUserId, item.childId);
  if (!child) throw notFound('Child');
  const booker = byStaff ? ({ staff: true } as const) : ({ staff: false, parentUserId } as const);
  const requested = await requestedPlaces(deps, club, child, item, deps.clock(), booker);
  // Seen gone before locking, a place is refused without queueing for its lock: on the busiest
  // morning most attempts are for places already taken. Seen free, it is checked again under the lock.
  await assertPlacesFree(deps.places, club.id, child, requested, deps.clock());
  // A family holds at most so many places of a run (staff booking for it are not limited).
  const children = byStaff ? 0 : await deps.children.countOf(parentUserId);
  await deps.transaction(async ({ tx, places, settings, outbox }) => {
    await lockAvailability(
      tx,
      requested.places.map((p) => lockKeyOf(p.place)),
    );
    const now = deps.clock(); // after the lock: it may have been waited for
    await assertPlacesFree(places, club.id, child, requested, now);
    const { holdMinutes, holdCapPerRun } = await settings.of(club.id); // the place is won: how long it is held
    if (!byStaff) await assertFamilyMayHold(places, club.id, parentUserId, requested, holdCapPerRun ?? children, now);
    const expiresAt = new Date(now.getTime() + holdMinutes * MINUTE_MS);
    const itemId = randomUUID();
    await places.insertHolds(
      requested.places.map(({ place }) => ({
        itemId,
        clubId: club.id,
        parentUserId,
        childId: child.id,
        kind: requested.kind,
        runId: place.runId ?? null,
        campDayId: place.campDayId ?? null,
        campWeekId: requested.campWeekId,
        trialSessionStart: requested.trialSessionStart,
        expiresAt,
        createdAt: now,
      })),
    );
    await queueHoldExpiry(outbox, club.id, expiresAt);
  });
  return getBasket(deps, club, parentUserId, null, { withoutCredit: byStaff || withoutCredit });
}

/**
 * Takes an item out of the parent's basket, freeing its places at once. A place offered from a
 * waiting list is declined by it, and any freed place of a run is offered on to its queue, under
 * the run's lock like every change to who gets a place.
 */
export async function removeFromBasket(
  deps: BookingDeps,
  club: ResolvedClub,
  parentUserId: number,
  itemId: string,
  creditUse: CreditUse = {},
): Promise<BasketResponse> {
  await deps.transaction(async (w) => {
    const held = await w.places.itemsOf(club.id, parentUserId, [itemId]);
    if (held.length === 0) throw notFound('Basket item');
    await lockAvailability(w.tx, lockKeysOf(held));
    const now = deps.clock();
    await w.places.removeItem(club.id, parentUserId, itemId, now);
    for (const hold of held) {
      if (hold.waitingListEntryId !== null) await w.waitingLists.close(hold.waitingListEntryId, 'declined', now);
    }
    const runIds = held.flatMap((h) => (h.runId !== null ? [h.runId] : []));
    await offerFreedPlaces(w, club.id, runIds, { now, publicUrl: deps.publicUrl });
  });
  return getBasket(deps, club, parentUserId, null, creditUse);
}
