import { LRUCache } from 'lru-cache';
import type { BookingSettings, OrdersRepository } from './orders.repository.js';

/** How old, by the app's clock, this process's copy of a club's booking settings may be. */
export const BOOKING_SETTINGS_TTL_MS = 5_000;

/** A club's booking settings, from the process's copy when it has one. */
export interface BookingSettingsSource {
  of(clubId: number): Promise<BookingSettings>;
}

/**
 * The club booking settings that price a basket and time its holds, kept in the process for
 * BOOKING_SETTINGS_TTL_MS: every add to the basket, basket and checkout needs them and they seldom
 * change, so a busy club costs one read of them every few seconds rather than one or two per
 * request. A change reaches every process within the time to live (as the Host → club lookup's
 * does); cancelling reads the setting itself, as the parent's bookings page shows it.
 *
 * `through` gives a view reading a missing copy through the caller's repository, a transaction's
 * inside one: on PGlite's one connection a read outside the open transaction would wait for it.
 * Concurrent misses each read (no shared query, for the same reason).
 */
export function bookingSettingsCache(clock: () => Date) {
  const kept = new LRUCache<number, { settings: BookingSettings; readAt: number }>({ max: 1_000 });
  return {
    through(orders: OrdersRepository): BookingSettingsSource {
      return {
        async of(clubId) {
          const now = clock().getTime();
          const copy = kept.get(clubId);
          // A clock put back (a test's) makes a copy's age negative: it is read again too.
          const age = copy ? now - copy.readAt : -1;
          if (copy && age >= 0 && age < BOOKING_SETTINGS_TTL_MS) return copy.settings;
          const settings = await orders.settingsOf(clubId);
          kept.set(clubId, { settings, readAt: now });
          return settings;
        },
      };
    },
  };
}
