import { and, asc, eq, sql } from 'drizzle-orm';
import { placeBookedAt, placedAt } from './placed.repository.js';
import type { Db } from '../../db/client.js';
import { bookings, children, orders, users } from '../../db/schema/index.js';

/** A confirmed place on a run with a child: who it is for, whose family, and the order that bought it (if any). */
export interface RunPlaceRow {
  bookingId: number;
  bookingRef: string;
  childId: number;
  childName: string;
  parentUserId: number;
  parentName: string;
  orderId: number | null;
  orderUuid: string | null;
  creditApplied: number;
  trialSessionStart: Date | null;
  /** When the place was bought: its order's pricing moment (the booking's own time without an order). */
  bookedAt: Date;
}

/** A run's confirmed places, read for what a session's change does to them; scoped by the club. */
export function runPlacesRepository(db: Db) {
  return {
    confirmedPlacesOfRun: (clubId: number, runId: number): Promise<RunPlaceRow[]> =>
      db
        .select({
          bookingId: bookings.id,
          bookingRef: bookings.bookingRef,
          childId: children.id,
          childName: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
          parentUserId: users.id,
          parentName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          orderId: bookings.orderId,
          orderUuid: orders.uuid,
          creditApplied: sql<number>`coalesce(${orders.creditApplied}, 0)`.mapWith(Number),
          trialSessionStart: bookings.trialSessionStart,
          bookedAt: placeBookedAt(),
        })
        .from(bookings)
        .innerJoin(children, eq(children.id, bookings.childId))
        .innerJoin(users, eq(users.id, children.parentUserId))
        .leftJoin(orders, eq(orders.id, bookings.orderId))
        .where(and(placedAt(clubId), eq(bookings.runId, runId)))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id), asc(children.firstName), asc(children.id)),
  };
}
