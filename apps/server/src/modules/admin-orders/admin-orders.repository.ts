import type { OrderFilterStatus, OrderSort } from '@clubroom/domain/api';
import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { setupFeePaidAt } from '../booking/index.js';
import type { Db } from '../../db/client.js';
import { containing, startingWith } from '../../lib/like-pattern.js';
import {
  bookings,
  campDays,
  campWeeks,
  camps,
  children,
  memberships,
  orderLines,
  orders,
  payments,
  refunds,
  runs,
  users,
} from '../../db/schema/index.js';

export interface OrdersFilter {
  status?: OrderFilterStatus;
  termId?: number;
  search?: string;
}

export interface OrdersPage {
  sort: OrderSort;
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const refundedOf = (paymentId: SQL | typeof payments.id) =>
  sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${paymentId}), 0)`.mapWith(
    Number,
  );

/** The list's columns: one row per order with its parent, payment, money given back and children's names. */
const summaryColumns = {
  orderId: orders.id,
  uuid: orders.uuid,
  status: orders.status,
  createdAt: orders.createdAt,
  total: orders.total,
  creditApplied: orders.creditApplied,
  passingOnFee: orders.passingOnFee,
  paid: payments.amount,
  refunded: refundedOf(payments.id),
  parentUserId: users.id,
  parentFirstName: users.firstName,
  parentLastName: users.lastName,
  parentEmail: users.email,
  children: sql<string>`coalesce((select string_agg(distinct ${children.firstName}, ', ')
    from ${orderLines} join ${children} on ${children.id} = ${orderLines.childId}
    where ${orderLines.orderId} = ${orders.id}), '')`,
};
/**
 * The orders admin's read model over the booking engine's orders, lines and places, the payments
 * module's payments and refunds, and the people they are for; and the setup fees staff mark paid.
 * Every read is scoped by the club.
 */
export function adminOrdersRepository(db: Db) {
  const one = { one: sql`1` };
  /** The filters, on the orders' own columns only, so counting them reads nothing else. */
  const whereOf = (clubId: number, filter: OrdersFilter) => {
    const conditions: (SQL | undefined)[] = [eq(orders.clubId, clubId)];
    if (filter.status === 'refunded')
      conditions.push(
        exists(
          db
            .select(one)
            .from(payments)
            .innerJoin(refunds, eq(refunds.paymentId, payments.id))
            .where(eq(payments.orderId, orders.id)),
        ),
      );
    else if (filter.status) conditions.push(eq(orders.status, filter.status));
    if (filter.termId !== undefined)
      conditions.push(
        exists(
          db
            .select(one)
            .from(orderLines)
            .innerJoin(runs, eq(runs.id, orderLines.runId))
            .where(and(eq(orderLines.orderId, orders.id), eq(runs.termId, filter.termId))),
        ),
      );
    if (filter.search) {
      const text = containing(filter.search);
      // The club's people whose name or email matches: a few, looked up once, not per order.
      const matchingParents = db
        .select({ id: users.id })
        .from(users)
        .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.clubId, clubId)))
        .where(or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, text), ilike(users.email, text)));
      // A short number is an order's number, and only that (a uuid or an address may start with the same
      // digits); eight characters or more may be the start of an order's uuid.
      const uuidStart =
        filter.search.length >= 8 ? ilike(sql`${orders.uuid}::text`, startingWith(filter.search)) : undefined;
      conditions.push(
        /^\d+$/.test(filter.search)
          ? or(eq(orders.id, Number(filter.search) <= 2_147_483_647 ? Number(filter.search) : 0), uuidStart)
          : or(uuidStart, inArray(orders.parentUserId, matchingParents)),
      );
    }
    return and(...conditions);
  };

  const summaries = () =>
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.parentUserId))
      .leftJoin(payments, eq(payments.orderId, orders.id));

  return {
    /**
     * One page of the club's orders and how many match in all. The page's ids come first, from the
     * orders alone: the summaries' per-order subqueries then run for its 50 rows, not for every row
     * an offset skips (a late page of 10,000 orders took 350 ms the other way; bench/admin-lists).
     */
    async list(clubId: number, filter: OrdersFilter, page: OrdersPage) {
      const where = whereOf(clubId, filter);
      const order = page.direction === 'asc' ? asc : desc;
      const ordering = [
        order(
          page.sort === 'total'
            ? sql`${orders.total} - ${orders.creditApplied} + ${orders.passingOnFee}`
            : orders.createdAt,
        ),
        order(orders.id),
      ];
      const ids = (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(where)
          .orderBy(...ordering)
          .limit(page.limit)
          .offset(page.offset)
      ).map((row) => row.id);
      const rows =
        ids.length === 0
          ? []
          : await summaries()
              .where(inArray(orders.id, ids))
              .orderBy(...ordering);
      const [{ count }] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(where);
      return { rows, totalCount: count };
    },

    /** The club's orders of a term waiting for payment, oldest first. */
    outstanding(clubId: number, termId: number) {
      return summaries()
        .where(whereOf(clubId, { status: 'pending', termId }))
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    async order(clubId: number, orderId: number) {
      const [row] = await db
        .select({
          order: orders,
          parentFirstName: users.firstName,
          parentLastName: users.lastName,
          parentEmail: users.email,
          parentPhone: users.mobile,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.parentUserId))
        .where(and(eq(orders.clubId, clubId), eq(orders.id, orderId)));
      return row ?? null;
    },

    lines(orderId: number) {
      return db
        .select({
          position: orderLines.position,
          kind: orderLines.type,
          childId: orderLines.childId,
          childFirstName: children.firstName,
          childLastName: children.lastName,
          runName: runs.className,
          campName: camps.className,
          description: sql<string | null>`${orderLines.details}->>'description'`,
          amount: orderLines.amount,
        })
        .from(orderLines)
        .leftJoin(children, eq(children.id, orderLines.childId))
        .leftJoin(runs, eq(runs.id, orderLines.runId))
        .leftJoin(camps, eq(camps.id, orderLines.campId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
    },

    payments(orderId: number) {
      return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
    },

    refunds(orderId: number) {
      return db
        .select({ amount: refunds.amount, reason: refunds.reason, createdAt: refunds.createdAt })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
    },

    /** The places the order booked, with what they are for: a run, or one day of a camp. */
    bookings(orderId: number) {
      return db
        .select({
          bookingId: bookings.id,
          bookingRef: bookings.bookingRef,
          runId: bookings.runId,
          campDayId: bookings.campDayId,
          kind: bookings.kind,
          status: bookings.status,
          childFirstName: children.firstName,
          childLastName: children.lastName,
          runName: runs.className,
          campName: camps.className,
          dayStartsAt: campDays.startsAt,
        })
        .from(bookings)
        .leftJoin(children, eq(children.id, bookings.childId))
        .leftJoin(runs, eq(runs.id, bookings.runId))
        .leftJoin(campDays, eq(campDays.id, bookings.campDayId))
        .leftJoin(campWeeks, eq(campWeeks.id, campDays.campWeekId))
        .leftJoin(camps, eq(camps.id, campWeeks.campId))
        .where(eq(bookings.orderId, orderId))
        .orderBy(asc(bookings.id));
    },

    /** A child whose parent belongs to the club (any role), with that parent. */
    async childAtClub(clubId: number, childId: number) {
      const [row] = await db
        .select({ childId: children.id, parentUserId: children.parentUserId })
        .from(children)
        .where(
          and(
            eq(children.id, childId),
            exists(
              db
                .select(one)
                .from(memberships)
                .where(and(eq(memberships.clubId, clubId), eq(memberships.userId, children.parentUserId))),
            ),
          ),
        );
      return row ?? null;
    },

    /** The parent, if they are one of the club's (a membership of it), with the child named if it is theirs. */
    async familyAtClub(clubId: number, parentUserId: number, childId: number | null) {
      const [parent] = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.clubId, clubId), eq(memberships.userId, parentUserId)))
        .limit(1);
      if (!parent) return null;
      if (childId === null) return { child: null };
      const [child] = await db
        .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
        .from(children)
        .where(and(eq(children.id, childId), eq(children.parentUserId, parentUserId)));
      return child ? { child } : null;
    },

    /** The child's completed setup-fee orders at the club, and whether staff marked each (no payment). */
    setupFeeOrders(clubId: number, childId: number) {
      return db
        .select({
          orderId: orders.id,
          completedAt: orders.completedAt,
          markedBy: sql<number | null>`(${orderLines.details} ->> 'markedBy')::int`,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(setupFeePaidAt(clubId), eq(orderLines.childId, childId)));
    },
  };
}

export type AdminOrdersRepository = ReturnType<typeof adminOrdersRepository>;
export type OrderSummaryRow = Awaited<ReturnType<AdminOrdersRepository['outstanding']>>[number];
