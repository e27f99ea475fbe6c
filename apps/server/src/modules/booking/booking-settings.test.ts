import { describe, expect, it } from 'vitest';
import { bookingSettingsCache, BOOKING_SETTINGS_TTL_MS } from './booking-settings.js';
import { DEFAULT_BOOKING_SETTINGS, type OrdersRepository } from './orders.repository.js';

/** A repository whose settings reads are counted, with a club's hold time the test changes. */
function countingOrders(holdMinutes: Map<number, number>) {
  const reads: number[] = [];
  const orders = {
    settingsOf: async (clubId: number) => {
      reads.push(clubId);
      return { ...DEFAULT_BOOKING_SETTINGS, holdMinutes: holdMinutes.get(clubId) ?? 15 };
    },
  } as unknown as OrdersRepository;
  return { orders, reads };
}

describe("the process's copy of a club's booking settings", () => {
  it('reads each club once within the time to live, by the app clock, then again', async () => {
    let now = new Date('2026-10-14T11:00:00Z');
    const holdMinutes = new Map([[1, 20]]);
    const { orders, reads } = countingOrders(holdMinutes);
    const settings = bookingSettingsCache(() => now).through(orders);
    expect((await settings.of(1)).holdMinutes).toBe(20);
    expect((await settings.of(2)).holdMinutes).toBe(15);
    holdMinutes.set(1, 30);
    now = new Date(now.getTime() + BOOKING_SETTINGS_TTL_MS - 1);
    expect((await settings.of(1)).holdMinutes).toBe(20);
    now = new Date(now.getTime() + 1);
    expect((await settings.of(1)).holdMinutes).toBe(30);
    // A clock put back (tests do) reads again rather than trusting a copy from its future.
    now = new Date(now.getTime() - 1);
    expect((await settings.of(1)).holdMinutes).toBe(30);
    expect(reads).toEqual([1, 2, 1, 1]);
  });

  it('reads a missing copy through the repository it is viewed through (a transaction’s), shared by every view', async () => {
    const now = new Date('2026-10-14T11:00:00Z');
    const cache = bookingSettingsCache(() => now);
    const outside = countingOrders(new Map());
    const inTransaction = countingOrders(new Map());
    await cache.through(inTransaction.orders).of(1);
    await cache.through(outside.orders).of(1);
    expect(inTransaction.reads).toEqual([1]);
    expect(outside.reads).toEqual([]);
  });
});
