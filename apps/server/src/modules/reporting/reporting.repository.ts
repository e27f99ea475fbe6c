import { and, asc, desc, eq, exists, gte, inArray, lt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { confirmedAt } from '../booking/index.js';
import type { Db } from '../../db/client.js';
import {
  bookings,
  campDays,
  campWeeks,
  camps,
  orderLines,
  orders,
  payments,
  planChargeRefunds,
  planCharges,
  refunds,
  runSessions,
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

const sum = (value: SQL | SQL.Aliased | AnyColumn) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);
const count = () => sql<number>`count(*)`.mapWith(Number);
const monthOf = (instant: AnyColumn, timeZone: string) =>
  sql<string>`to_char(${instant} at time zone ${timeZone}, 'YYYY-MM')`;
const succeeded = eq(payments.status, 'succeeded');
/**
 * The platform's share a refund gave back: in proportion to the payment refunded (`refund_application_fee`),
 * rounded to the penny. The one computation of it: the months' platform fees and each order's use it.
 */
const platformFeeReturned = sql`coalesce(round(${payments.applicationFee}::numeric * ${refunds.amount}
  / nullif(${payments.amount}, 0)), 0)`;
/** The platform's share a refund of a plan's payment gave back: the same proportion as a one-off payment's. */
const planFeeReturned = sql`coalesce(round(${planCharges.applicationFee}::numeric * ${planChargeRefunds.amount}
  / nullif(${planCharges.amount}, 0)), 0)`;
/** What an order charges: its total less the credit spent, and the passing-on fee (the domain's `totalToPayOf`). */
const chargedSql = sql<number>`${orders.total} - ${orders.creditApplied} + ${orders.passingOnFee}`;

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
        creditApplied: orders.creditApplied,
        passingOnFee: orders.passingOnFee,
        paid: payments.amount,
        // The platform's share after what refunds gave back of it (the months' figure, order by order).
        platformFee: sql<number | null>`${payments.applicationFee} - coalesce((select sum(${platformFeeReturned})
          from ${refunds} where ${refunds.paymentId} = ${payments.id}), 0)`.mapWith(Number),
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

  /**
   * The card money of the clubs in the window, a row per event: payments that succeeded (what they took, the
   * passing-on fees within it, the platform's share), the payments plans took (a month's or a renewal's, no
   * passing-on fee) and refunds of either (what they gave back, and the platform's share they returned), each with
   * its club and the club-local month it happened in.
   */
  const cardMoneyRows = (clubIds: number[], window: Window) => {
    const zero = sql<number>`0`;
    const taken = db
      .select({
        clubId: sql<number>`${payments.clubId}`.as('club_id'),
        month: monthOf(payments.createdAt, window.timeZone).as('month'),
        payments: sql<number>`1`.as('payments'),
        taken: sql<number>`${payments.amount}`.as('taken'),
        passedOnFees: sql<number>`${payments.fee}`.as('passed_on_fees'),
        platformFees: sql<number>`${payments.applicationFee}::numeric`.as('platform_fees'),
        refunded: zero.as('refunded'),
      })
      .from(payments)
      .where(
        and(
          inArray(payments.clubId, clubIds),
          succeeded,
          gte(payments.createdAt, window.start),
          lt(payments.createdAt, window.end),
        ),
      );
    const givenBack = db
      .select({
        clubId: sql<number>`${payments.clubId}`.as('club_id'),
        month: monthOf(refunds.createdAt, window.timeZone).as('month'),
        payments: zero.as('payments'),
        taken: zero.as('taken'),
        passedOnFees: zero.as('passed_on_fees'),
        platformFees: sql<number>`-${platformFeeReturned}`.as('platform_fees'),
        refunded: sql<number>`${refunds.amount}`.as('refunded'),
      })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(
        and(inArray(payments.clubId, clubIds), gte(refunds.createdAt, window.start), lt(refunds.createdAt, window.end)),
      );
    const planTaken = db
      .select({
        clubId: sql<number>`${planCharges.clubId}`.as('club_id'),
        month: monthOf(planCharges.paidAt, window.timeZone).as('month'),
        payments: sql<number>`1`.as('payments'),
        taken: sql<number>`${planCharges.amount}`.as('taken'),
        passedOnFees: zero.as('passed_on_fees'),
        platformFees: sql<number>`${planCharges.applicationFee}::numeric`.as('platform_fees'),
        refunded: zero.as('refunded'),
      })
      .from(planCharges)
      .where(
        and(
          inArray(planCharges.clubId, clubIds),
          gte(planCharges.paidAt, window.start),
          lt(planCharges.paidAt, window.end),
        ),
      );
    const planGivenBack = db
      .select({
        clubId: sql<number>`${planCharges.clubId}`.as('club_id'),
        month: monthOf(planChargeRefunds.createdAt, window.timeZone).as('month'),
        payments: zero.as('payments'),
        taken: zero.as('taken'),
        passedOnFees: zero.as('passed_on_fees'),
        platformFees: sql<number>`-${planFeeReturned}`.as('platform_fees'),
        refunded: sql<number>`${planChargeRefunds.amount}`.as('refunded'),
      })
      .from(planChargeRefunds)
      .innerJoin(planCharges, eq(planCharges.id, planChargeRefunds.planChargeId))
      .where(
        and(
          inArray(planCharges.clubId, clubIds),
          gte(planChargeRefunds.createdAt, window.start),
          lt(planChargeRefunds.createdAt, window.end),
        ),
      );
    return taken.unionAll(givenBack).unionAll(planTaken).unionAll(planGivenBack).as('money');
  };

  return {
    /**
     * The card money per club-local month of the window, in one statement (`cardMoneyRows`). Net is the domain's
     * `netOf` of it.
     */
    cardMoneyByMonth(clubId: number, window: Window) {
      const money = cardMoneyRows([clubId], window);
      return db
        .select({
          month: money.month,
          payments: sum(money.payments),
          taken: sum(money.taken),
          passedOnFees: sum(money.passedOnFees),
          refunded: sum(money.refunded),
          platformFees: sum(money.platformFees),
        })
        .from(money)
        .groupBy(money.month);
    },

    /**
     * The card money of several clubs in the window, a row per club that had any, in one statement (the platform
     * console's page of clubs): as `cardMoneyByMonth` counts it.
     */
    cardMoneyByClub(clubIds: number[], window: Window) {
      const money = cardMoneyRows(clubIds, window);
      return db
        .select({
          clubId: money.clubId,
          taken: sum(money.taken),
          refunded: sum(money.refunded),
          platformFees: sum(money.platformFees),
        })
        .from(money)
        .groupBy(money.clubId);
    },

    /**
     * Several clubs' card money per month of the window (the franchise report): a row per club and month that had
     * any, as `cardMoneyByMonth` counts it, in one statement.
     */
    cardMoneyByClubMonth(clubIds: number[], window: Window) {
      const money = cardMoneyRows(clubIds, window);
      return db
        .select({ clubId: money.clubId, month: money.month, taken: sum(money.taken), refunded: sum(money.refunded) })
        .from(money)
        .groupBy(money.clubId, money.month);
    },

    /** Several clubs' confirmed places booked per month of the window (when the place was made), in one statement. */
    placesByClubMonth(clubIds: number[], window: Window) {
      // The month as a subquery's column: grouped by name, as a parameterised expression could not be.
      const placed = db
        .select({
          clubId: sql<number>`${bookings.clubId}`.as('club_id'),
          month: monthOf(bookings.createdAt, window.timeZone).as('month'),
        })
        .from(bookings)
        .where(
          and(
            confirmedAt(bookings.clubId),
            inArray(bookings.clubId, clubIds),
            gte(bookings.createdAt, window.start),
            lt(bookings.createdAt, window.end),
          ),
        )
        .as('placed');
      return db
        .select({ clubId: placed.clubId, month: placed.month, places: count() })
        .from(placed)
        .groupBy(placed.clubId, placed.month);
    },

    /** What every order waiting for payment will charge, per club of several (Financials' outstanding, each). */
    outstandingByClub(clubIds: number[]) {
      return db
        .select({ clubId: orders.clubId, outstanding: sum(chargedSql) })
        .from(orders)
        .where(and(inArray(orders.clubId, clubIds), eq(orders.status, 'pending')))
        .groupBy(orders.clubId);
    },

    /**
     * Terms with what their orders charge (the total to pay: the order's total and the passing-on fee), by the
     * orders' state: not cancelled (booked), completed (paid), waiting for payment (outstanding). An order counts in
     * a term when any of its lines books one of the term's runs, as the orders list's term filter has it. The
     * terms are those with a session in the window, or those named.
     */
    termsMoney(clubId: number, which: { window: Window } | { termIds: number[] }) {
      const termOrders = db
        .selectDistinct({ termId: runs.termId, orderId: orderLines.orderId })
        .from(orderLines)
        .innerJoin(runs, eq(runs.id, orderLines.runId))
        .where(eq(runs.clubId, clubId))
        .as('term_orders');
      const charged = (status: SQL) =>
        sql<number>`coalesce(sum(${chargedSql}) filter (where ${status}), 0)`.mapWith(Number);
      const chosen =
        'termIds' in which
          ? inArray(terms.id, which.termIds)
          : exists(
              db
                .select({ one: sql`1` })
                .from(runSessions)
                .innerJoin(runs, eq(runs.id, runSessions.runId))
                .where(
                  and(
                    eq(runs.termId, terms.id),
                    gte(runSessions.startsAt, which.window.start),
                    lt(runSessions.startsAt, which.window.end),
                  ),
                ),
            );
      return db
        .select({
          termId: terms.id,
          name: terms.name,
          startsAt: terms.startsAt,
          endsAt: terms.endsAt,
          booked: charged(sql`${orders.status} <> 'cancelled'`),
          paid: charged(sql`${orders.status} = 'completed'`),
          outstanding: charged(sql`${orders.status} = 'pending'`),
        })
        .from(terms)
        .leftJoin(termOrders, eq(termOrders.termId, terms.id))
        .leftJoin(orders, eq(orders.id, termOrders.orderId))
        .where(and(eq(terms.clubId, clubId), chosen))
        .groupBy(terms.id)
        .orderBy(asc(terms.startsAt), asc(terms.id));
    },

    /** Everything owed now: what every order of the club waiting for payment will charge, whatever its date. */
    async outstanding(clubId: number): Promise<number> {
      const [row] = await db
        .select({ outstanding: sum(chargedSql) })
        .from(orders)
        .where(and(eq(orders.clubId, clubId), eq(orders.status, 'pending')));
      return row?.outstanding ?? 0;
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
        .where(confirmedAt(clubId))
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
        .where(confirmedAt(clubId))
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
