import { randomUUID } from 'node:crypto';
import type { AddToBasketBody, BasketItem, BasketResponse } from '@clubroom/domain/api';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { BookingDeps } from './booking-deps.js';
import { assertPlacesFree } from './place-checks.js';
import { itemsOf, priceHolds } from './price-holds.js';
import { lockKeyOf, requestedPlaces } from './requested-places.js';

const MINUTE_MS = 60_000;

/** The parent's basket at the club: each item's places, held until when, and the whole priced. */
export async function getBasket(deps: BookingDeps, club: ResolvedClub, parentUserId: number): Promise<BasketResponse> {
  const now = deps.clock();
  const holds = await deps.places.basketOf(club.id, parentUserId, now);
  const [priced, settings, children] = await Promise.all([
    priceHolds(deps, club, holds, [], now),
    deps.orders.settingsOf(club.id),
    deps.children.byIds(holds.map((h) => h.childId)),
  ]);
  return {
    items: itemsOf(holds).map((item) => {
      const [first] = item;
      const child = children.get(first.childId);
      return {
        itemId: first.itemId,
        type: first.kind as BasketItem['type'],
        childId: first.childId,
        childName: child ? `${child.firstName} ${child.lastName}` : '',
        runId: first.runId,
        weekId: first.campWeekId,
        ...priced.describe(item),
        expiresAt: new Date(Math.min(...item.map((h) => h.expiresAt.getTime()))).toISOString(),
      };
    }),
    lines: priced.lines,
    subtotal: priced.subtotal,
    discounts: priced.discounts,
    total: priced.total,
    currency: club.currency,
    holdMinutes: settings.holdMinutes,
  };
}

/**
 * Holds a place for one of the parent's own children (anyone else's answers 404): checked, then
 * locked, re-checked under the lock, then written, with a job to tidy it away once it expires.
 */
export async function addToBasket(
  deps: BookingDeps,
  club: ResolvedClub,
  parentUserId: number,
  item: AddToBasketBody,
): Promise<BasketResponse> {
  const child = await deps.children.ofParent(parentUserId, item.childId);
  if (!child) throw notFound('Child');
  const requested = await requestedPlaces(deps.places, club, child, item, deps.clock());
  const { holdMinutes } = await deps.orders.settingsOf(club.id);
  await deps.transaction(async ({ tx, places, outbox }) => {
    await lockAvailability(
      tx,
      requested.places.map((p) => lockKeyOf(p.place)),
    );
    const now = deps.clock(); // after the lock: it may have been waited for
    await assertPlacesFree(places, club.id, child, requested, now);
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
    await outbox.job('expire-holds', { clubId: club.id }, { startAfter: expiresAt });
  });
  return getBasket(deps, club, parentUserId);
}

/** Takes an item out of the parent's basket, freeing its places at once (no lock: a place appearing overbooks nobody). */
export async function removeFromBasket(
  deps: BookingDeps,
  club: ResolvedClub,
  parentUserId: number,
  itemId: string,
): Promise<BasketResponse> {
  const removed = await deps.places.removeItem(club.id, parentUserId, itemId);
  if (removed === 0) throw notFound('Basket item');
  return getBasket(deps, club, parentUserId);
}
