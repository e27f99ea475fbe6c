/**
 * What a booking is, defined once for every module that reads the booking tables (through booking's index). `b` and
 * `o` may be aliases of `bookings` and `orders` (drizzle's `alias`), for a query written as SQL text.
 */
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings, orderLines, orders } from '../../db/schema/index.js';

type Bookings = Record<'clubId' | 'status' | 'childId' | 'createdAt', AnyPgColumn>;
type Orders = Record<'createdAt', AnyPgColumn>;

/** A club's place for a child, whatever its status: the demo's seeded places have no child, so are nobody's. */
export const placeAt = (clubId: number, b: Bookings = bookings) => and(eq(b.clubId, clubId), isNotNull(b.childId));

/** A confirmed (not cancelled) place at the club, the demo's seeded ones too: what takes a run's or a day's capacity. */
export const confirmedAt = (clubId: number | AnyPgColumn | SQL, b: Bookings = bookings) =>
  and(eq(b.clubId, clubId), eq(b.status, 'confirmed'));

/** A placed booking: a club's confirmed place for a child (registers, a family's current places). */
export const placedAt = (clubId: number, b: Bookings = bookings) => and(confirmedAt(clubId, b), isNotNull(b.childId));

/**
 * When a place was bought: its order's pricing moment (the booking's own time without an order). The query
 * left-joins the place's order.
 */
export const placeBookedAt = (b: Bookings = bookings, o: Orders = orders) =>
  sql<Date>`coalesce(${o.createdAt}, ${b.createdAt})`.mapWith((value: string | Date) => new Date(value));

/** A setup fee paid at the club: a completed order's setup-fee line (paid by card, or marked paid by staff). */
export const setupFeePaidAt = (clubId: number) =>
  and(eq(orders.clubId, clubId), eq(orders.status, 'completed'), eq(orderLines.type, 'setup-fee'));
