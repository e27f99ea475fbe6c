import { and, asc, desc, eq, gte, inArray, lt, ne, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bookings,
  campDays,
  campWeeks,
  camps,
  orderLines,
  orders,
  payments,
  refunds,
  runs,
  terms,
  users,
  waitingListEntries,
} from '../../db/schema/index.js';

/** A report's window: instants, end excluded, and the club's time zone its months and days are read in. */
export interface Window {
  start: Date;
  end: Date;
  timeZone: string;
}

const sum = (value: SQL | AnyColumn) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);
const count = () => sql<number>`count(*)`.mapWith(Number);
const monthOf = (instant: AnyColumn, timeZone: string) =>
  sql<string>`to_char(${instant} at time zone ${timeZone}, 'YYYY-MM')`;
/** Group by the first column: a month expression written twice would bind its time zone twice, which Postgres does not take as the same. */
const byFirstColumn = sql`1`;
const DISCOUNT_LINES = ['sibling-discount', 'discount-code'];
const succeeded = eq(payments.status, 'succeeded');
/** The platform's share a refund gave back: in proportion to the payment refunded (`refund_application_fee`). */
const platformFeeReturned = sql`round(${payments.applicationFee}::numeric * ${refunds.amount} / nullif(${payments.amount}, 0))`;

/**
 * The reports' read model over the booking engine's orders and places, the payments module's
 * payments and refunds, and the schedule. Reads only; every query is scoped by the club and is one
 * statement (grouped in the database), whatever the number of rows.
 */
export function reportingRepository(db: Db) {
  /** An order's detail line: dated by its card payment when it succeeded, else by when it was made. */
  const lineDate = sql<Date>`coalesce(${payments.createdAt}, ${orders.createdAt})`;
  const detailWhere = (clubId: number, window: Window) =>
    and(
      eq(orders.clubId, clubId),
      gte(lineDate, window.start),
      lt(lineDate, window.end),
      // A cancelled order that took no money is no money.
      or(ne(orders.status, 'cancelled'), sql`${payments.id} is not null`),
    );
  const detailFrom = () =>
    db
      .select({
        orderId: orders.id,
        uuid: orders.uuid,
        status: orders.status,
        at: lineDate.mapWith(orders.createdAt),
        total: orders.total,
        paid: payments.amount,
        fee: payments.fee,
        platformFee: payments.applicationFee,
        refunded: sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds}
          where ${refunds.paymentId} = ${payments.id}), 0)`.mapWith(Number),
        parentFirstName: users.firstName,
        parentLastName: users.lastName,
        // The names of what the order was for; a setup fee line names nothing, so it is flagged.
        what: sql<string>`coalesce((select string_agg(distinct coalesce(${runs.className}, ${camps.className}), ', ')
          from ${orderLines} left join ${runs} on ${runs.id} = ${orderLines.runId}
          left join ${camps} on ${camps.id} = ${orderLines.campId}
          where ${orderLines.orderId} = ${orders.id}), '')`,
        hasSetupFee: sql<boolean>`exists (select 1 from ${orderLines}
          where ${orderLines.orderId} = ${orders.id} and ${orderLines.type} = 'setup-fee')`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.parentUserId))
      .leftJoin(payments, and(eq(payments.orderId, orders.id), succeeded));

  return {
    /** Card payments that succeeded, per club-local month of the window. */
    paymentsByMonth(clubId: number, window: Window) {
      return db
        .select({
          month: monthOf(payments.createdAt, window.timeZone),
          payments: count(),
          taken: sum(payments.amount),
          passedOnFees: sum(payments.fee),
          platformFees: sum(payments.applicationFee),
        })
        .from(payments)
        .where(
          and(
            eq(payments.clubId, clubId),
            succeeded,
            gte(payments.createdAt, window.start),
            lt(payments.createdAt, window.end),
          ),
        )
        .groupBy(byFirstColumn);
    },

    /** Money given back, and the platform's share it returned, per club-local month of the refund. */
    refundsByMonth(clubId: number, window: Window) {
      return db
        .select({
          month: monthOf(refunds.createdAt, window.timeZone),
          refunded: sum(refunds.amount),
          platformFeesReturned: sum(platformFeeReturned),
        })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(
          and(eq(payments.clubId, clubId), gte(refunds.createdAt, window.start), lt(refunds.createdAt, window.end)),
        )
        .groupBy(byFirstColumn);
    },

    /** Terms overlapping the window, with what orders charge for their runs: all (not cancelled), paid, outstanding. */
    termsIncome(clubId: number, window: Window) {
      const payable = (status: SQL) =>
        sql<number>`coalesce(sum(${orderLines.payable}) filter (where ${status}), 0)`.mapWith(Number);
      return db
        .select({
          termId: terms.id,
          name: terms.name,
          startsAt: terms.startsAt,
          endsAt: terms.endsAt,
          booked: payable(sql`${orders.status} <> 'cancelled'`),
          paid: payable(sql`${orders.status} = 'completed'`),
          outstanding: payable(sql`${orders.status} = 'pending'`),
        })
        .from(terms)
        .leftJoin(runs, eq(runs.termId, terms.id))
        .leftJoin(orderLines, and(eq(orderLines.runId, runs.id), notInArray(orderLines.type, DISCOUNT_LINES)))
        .leftJoin(orders, and(eq(orders.id, orderLines.orderId), eq(orders.clubId, clubId)))
        .where(and(eq(terms.clubId, clubId), lt(terms.startsAt, window.end), gte(terms.endsAt, window.start)))
        .groupBy(terms.id)
        .orderBy(asc(terms.startsAt), asc(terms.id));
    },

    /** One page of the window's orders, newest first. */
    detailPage(clubId: number, window: Window, page: { offset: number; limit: number }) {
      return detailFrom()
        .where(detailWhere(clubId, window))
        .orderBy(desc(lineDate), desc(orders.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Every order of the window, oldest first (the CSV). */
    detailAll(clubId: number, window: Window) {
      return detailFrom().where(detailWhere(clubId, window)).orderBy(asc(lineDate), asc(orders.id));
    },

    async detailCount(clubId: number, window: Window): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(orders)
        .leftJoin(payments, and(eq(payments.orderId, orders.id), succeeded))
        .where(detailWhere(clubId, window));
      return row?.count ?? 0;
    },

    /** Runs of terms not yet over, with their confirmed places and open waiting-list entries. */
    runsCapacity(clubId: number, now: Date) {
      const booked = db
        .select({ runId: bookings.runId, n: count().as('booked_n') })
        .from(bookings)
        .where(and(eq(bookings.clubId, clubId), eq(bookings.status, 'confirmed')))
        .groupBy(bookings.runId)
        .as('booked');
      const waiting = db
        .select({ runId: waitingListEntries.runId, n: count().as('waiting_n') })
        .from(waitingListEntries)
        .where(and(eq(waitingListEntries.clubId, clubId), inArray(waitingListEntries.status, ['waiting', 'offered'])))
        .groupBy(waitingListEntries.runId)
        .as('waiting');
      return db
        .select({
          termId: terms.id,
          termName: terms.name,
          runId: runs.id,
          className: runs.className,
          capacity: runs.capacity,
          booked: sql<number>`coalesce(${booked.n}, 0)`.mapWith(Number),
          waiting: sql<number>`coalesce(${waiting.n}, 0)`.mapWith(Number),
        })
        .from(runs)
        .innerJoin(terms, eq(terms.id, runs.termId))
        .leftJoin(booked, eq(booked.runId, runs.id))
        .leftJoin(waiting, eq(waiting.runId, runs.id))
        .where(and(eq(runs.clubId, clubId), gte(terms.endsAt, now)))
        .orderBy(asc(terms.startsAt), asc(terms.id), asc(runs.className), asc(runs.id));
    },

    /** Camp days not yet over, with their confirmed places. */
    campDaysCapacity(clubId: number, now: Date) {
      const booked = db
        .select({ campDayId: bookings.campDayId, n: count().as('booked_n') })
        .from(bookings)
        .where(and(eq(bookings.clubId, clubId), eq(bookings.status, 'confirmed')))
        .groupBy(bookings.campDayId)
        .as('booked');
      return db
        .select({
          campId: camps.id,
          campName: camps.className,
          campDayId: campDays.id,
          startsAt: campDays.startsAt,
          capacity: camps.capacity,
          booked: sql<number>`coalesce(${booked.n}, 0)`.mapWith(Number),
        })
        .from(campDays)
        .innerJoin(campWeeks, eq(campWeeks.id, campDays.campWeekId))
        .innerJoin(camps, eq(camps.id, campWeeks.campId))
        .leftJoin(booked, eq(booked.campDayId, campDays.id))
        .where(and(eq(campDays.clubId, clubId), gte(campDays.endsAt, now)))
        .orderBy(asc(campDays.startsAt), asc(camps.className), asc(campDays.id));
    },
  };
}

export type ReportingRepository = ReturnType<typeof reportingRepository>;
