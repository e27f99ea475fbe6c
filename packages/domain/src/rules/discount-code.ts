import type { Reduction } from './reductions.js';

/** A club's discount code, with how often it has been used (orders that used it and were not cancelled). */
export interface DiscountCode {
  code: string;
  reduction: Reduction;
  /** Club-local dates (YYYY-MM-DD), both included; null: no limit that side. */
  validFrom: string | null;
  validTo: string | null;
  /** Uses in all; uses by one family. Null: no limit. */
  usageLimit: number | null;
  perFamilyLimit: number | null;
  /** Only places in these runs, camps, or runs of these terms; null: any place. */
  limitedTo: DiscountCodeScope | null;
  /** Paused by the club: refused until it is resumed. */
  paused: boolean;
  used: number;
  usedByFamily: number;
}

/** What a code is limited to: a place in one of these runs or camps, or in a run of one of these terms. */
export interface DiscountCodeScope {
  runIds: number[];
  campIds: number[];
  termIds: number[];
}

export type DiscountCodeRefusal =
  'unknown' | 'paused' | 'not-yet-valid' | 'expired' | 'used-up' | 'used-up-by-family' | 'not-for-these-items';

/** Codes are matched without regard to case or surrounding spaces: parents type them. */
export const normaliseDiscountCode = (text: string) => text.trim().toUpperCase();

/** A place in an order, as a code sees it: its run (and the run's term) or camp, and what it still costs. */
export interface DiscountablePlace {
  runId?: number;
  termId?: number;
  campId?: number;
  remaining: number;
}

export const discountCodeCovers = (code: DiscountCode, place: DiscountablePlace) =>
  place.remaining > 0 &&
  (code.limitedTo === null ||
    (place.runId !== undefined && code.limitedTo.runIds.includes(place.runId)) ||
    (place.termId !== undefined && code.limitedTo.termIds.includes(place.termId)) ||
    (place.campId !== undefined && code.limitedTo.campIds.includes(place.campId)));

/**
 * Why a code cannot be used on an order today (club-local YYYY-MM-DD), or null when it can: the
 * first that applies of unknown (`code` is null: nothing matches what was typed), paused, not yet valid,
 * expired, used up, used up by this family, and not for these items (no place it covers still
 * costs anything, so it would take nothing off and only spend one of the family's uses).
 */
export function discountCodeRefusal(
  code: DiscountCode | null,
  today: string,
  places: DiscountablePlace[],
): DiscountCodeRefusal | null {
  if (code === null) return 'unknown';
  if (code.paused) return 'paused';
  if (code.validFrom !== null && today < code.validFrom) return 'not-yet-valid';
  if (code.validTo !== null && today > code.validTo) return 'expired';
  if (code.usageLimit !== null && code.used >= code.usageLimit) return 'used-up';
  if (code.perFamilyLimit !== null && code.usedByFamily >= code.perFamilyLimit) return 'used-up-by-family';
  if (!places.some((place) => discountCodeCovers(code, place))) return 'not-for-these-items';
  return null;
}
