import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { cancellationRefundOf, type CancellationRefund } from '@clubroom/domain/api';
import { alias } from 'drizzle-orm/pg-core';
import { placeAt, placeBookedAt } from '../booking/index.js';
import type { Db } from '../../db/client.js';
import {
  bookings,
  campWeeks,
  camps,
  children,
  clubBookingSettings,
  clubs,
  orders,
  runClassTimes,
  runSessions,
  runs,
  terms,
  venues,
} from '../../db/schema/index.js';

/** One booked place (a run, or one day of a camp) with what its booking view needs beside it. */
export interface PlacedRow {
  id: number;
  bookingRef: string;
  clubId: number;
  runId: number | null;
  childId: number;
  childName: string;
  parentUserId: number;
  orderUuid: string | null;
  kind: 'term' | 'trial' | 'camp-week' | 'camp-days';
  trialSessionStart: Date | null;
  status: 'confirmed' | 'cancelled';
  /** When the place was bought: its order's pricing moment (the booking's own time without an order). */
  bookedAt: Date;
  cancelledAt: Date | null;
  campWeekId: number | null;
  dayStart: Date | null;
  dayEnd: Date | null;
  /**
   * The booking the place belongs to, by its first row's id: a run place is a booking of its own;
   * the days of one camp week booked for a child in one order are one booking.
   */
  headId: number;
  /** The monthly plan paying for a run place: its status, what it takes a month for the place, and how many of its places are booked. */
  plan: { status: string; amount: number; places: number } | null;
  /** Its order was paid by card. */
  paidByCard: boolean;
  /** Its order spent the family's credit (paid, wholly or in part, with credit). */
  paidByCredit: boolean;
  /** What its order line charged for the place once the order's discounts were taken off (null: no order line). */
  payable: number | null;
}

// The query's `b` and `o`, for booking's fragments (an alias renders its columns, not its table).
const b = alias(bookings, 'b');
const o = alias(orders, 'o');

/**
 * A club's places for children (booking's `placeAt`: seeded places without a child belong to nobody) with the
 * booking each belongs to (`head_id`), and the child's parent.
 */
const placed = (clubId: number) => sql`
  select b.id, b.booking_ref, b.club_id, b.run_id, b.child_id, c.first_name || ' ' || c.last_name as child_name,
    c.parent_user_id, o.uuid as order_uuid, coalesce(b.kind, 'term') as kind, b.trial_session_start, b.status,
    ${placeBookedAt(b, o)} as booked_at, b.cancelled_at,
    cd.camp_week_id, cd.starts_at as day_start, cd.ends_at as day_end,
    min(b.id) over (partition by coalesce(b.order_id, -b.id), b.child_id, b.run_id, cd.camp_week_id) as head_id,
    pl.plan_status, pl.plan_amount, pl.plan_places,
    exists (select 1 from payments pay where pay.order_id = b.order_id and pay.status = 'succeeded') as paid_by_card,
    coalesce(o.credit_applied, 0) > 0 as paid_by_credit,
    (select ol.payable from order_lines ol
      where ol.order_id = b.order_id and ol.child_id = b.child_id
        and ol.type in ('term', 'trial', 'trial-conversion', 'camp-week', 'camp-days')
        and (ol.run_id = b.run_id
          or (b.run_id is null and ol.details->'dates' @> jsonb_build_array(extract(epoch from cd.starts_at)::bigint)))
      limit 1) as payable
  from bookings b
  join children c on c.id = b.child_id
  left join orders o on o.id = b.order_id
  left join camp_days cd on cd.id = b.camp_day_id
  left join lateral (
    select s.status as plan_status,
      (select (ol.details->'monthlyPlan'->>'price')::int from order_lines ol
        where ol.order_id = b.order_id and ol.run_id = b.run_id and ol.child_id = b.child_id and ol.type = 'plan'
        limit 1) as plan_amount,
      (select count(*)::int from bookings ob
        where ob.order_id = b.order_id and ob.status = 'confirmed' and ob.run_id is not null) as plan_places
    from subscriptions s where s.order_id = b.order_id and b.run_id is not null
  ) pl on true
  where ${placeAt(clubId, b)}`;

interface RawPlaced {
  id: number;
  booking_ref: string;
  club_id: number;
  run_id: number | null;
  child_id: number;
  child_name: string;
  parent_user_id: number;
  order_uuid: string | null;
  kind: PlacedRow['kind'];
  trial_session_start: string | Date | null;
  status: PlacedRow['status'];
  booked_at: string | Date;
  cancelled_at: string | Date | null;
  camp_week_id: number | null;
  day_start: string | Date | null;
  day_end: string | Date | null;
  head_id: number;
  plan_status: string | null;
  plan_amount: number | null;
  plan_places: number | null;
  paid_by_card: boolean;
  paid_by_credit: boolean;
  payable: number | null;
  total?: number;
}

// Raw SQL answers timestamps as text on PGlite and as Date on node-postgres.
const toDate = (value: string | Date) => new Date(value);
const toDateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

const placedRow = (r: RawPlaced): PlacedRow => ({
  id: r.id,
  bookingRef: r.booking_ref,
  clubId: r.club_id,
  runId: r.run_id,
  childId: r.child_id,
  childName: r.child_name,
  parentUserId: r.parent_user_id,
  orderUuid: r.order_uuid,
  kind: r.kind,
  trialSessionStart: toDateOrNull(r.trial_session_start),
  status: r.status,
  bookedAt: toDate(r.booked_at),
  cancelledAt: toDateOrNull(r.cancelled_at),
  campWeekId: r.camp_week_id,
  dayStart: toDateOrNull(r.day_start),
  dayEnd: toDateOrNull(r.day_end),
  headId: r.head_id,
  plan:
    r.plan_status === null || r.plan_amount === null
      ? null
      : { status: r.plan_status, amount: r.plan_amount, places: r.plan_places ?? 0 },
  paidByCard: r.paid_by_card,
  paidByCredit: r.paid_by_credit,
  payable: r.payable === null ? null : Number(r.payable),
});

/** The bookings of the parent's children at a club, and what their views need (runs, camps, sessions). */
export function parentBookingsRepository(db: Db) {
  const rowsOf = async (query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: RawPlaced[] }).rows.map(placedRow);

  return {
    /**
     * A page of the parent's bookings, newest first (by when they were bought), each with all its
     * places, and how many bookings there are in all.
     */
    async pageOf(clubId: number, parentUserId: number, offset: number, limit: number) {
      const rows = (
        (await db.execute(sql`
        with p as (${placed(clubId)} and c.parent_user_id = ${parentUserId}),
        heads as (select id, booked_at, count(*) over ()::int as total from p where id = head_id
          order by booked_at desc, id desc offset ${offset} limit ${limit})
        select p.*, heads.total from p join heads on heads.id = p.head_id
        order by heads.booked_at desc, heads.id desc, p.day_start, p.id`)) as unknown as { rows: RawPlaced[] }
      ).rows;
      const total =
        rows[0]?.total ??
        (
          (await db.execute(sql`
          with p as (${placed(clubId)} and c.parent_user_id = ${parentUserId})
          select count(*)::int as total from p where id = head_id`)) as unknown as { rows: { total: number }[] }
        ).rows[0].total;
      return { rows: rows.map(placedRow), total };
    },

    /** The places of the booking a place belongs to (any of its places' ids names it), at a club. */
    placesOfBooking(clubId: number, bookingId: number): Promise<PlacedRow[]> {
      return rowsOf(sql`
        with p as (${placed(clubId)})
        select * from p where head_id = (select head_id from p where id = ${bookingId})
        order by p.day_start, p.id`);
    },

    /** The parent's confirmed places at a club. */
    confirmedOf(clubId: number, parentUserId: number): Promise<PlacedRow[]> {
      return rowsOf(sql`
        with p as (${placed(clubId)} and c.parent_user_id = ${parentUserId})
        select * from p where p.status = 'confirmed' order by p.day_start, p.id`);
    },

    /** The clubs where the parent's children hold confirmed places (for the family's calendar, which spans clubs). */
    clubsOfFamily(parentUserId: number) {
      return db
        .selectDistinct({ id: clubs.id, name: clubs.name, timeZone: clubs.timeZone })
        .from(bookings)
        .innerJoin(children, eq(children.id, bookings.childId))
        .innerJoin(clubs, eq(clubs.id, bookings.clubId))
        .where(and(eq(children.parentUserId, parentUserId), eq(bookings.status, 'confirmed')))
        .orderBy(asc(clubs.name), asc(clubs.id));
    },

    /** Each run's class, term and venue. */
    runsOf(clubId: number, runIds: number[]) {
      if (runIds.length === 0) return Promise.resolve([]);
      return db
        .select({ runId: runs.id, className: runs.className, termName: terms.name, venueName: venues.name })
        .from(runs)
        .innerJoin(terms, eq(terms.id, runs.termId))
        .innerJoin(venues, eq(venues.id, runs.venueId))
        .where(and(eq(runs.clubId, clubId), inArray(runs.id, runIds)));
    },

    classTimesOf(clubId: number, runIds: number[]) {
      if (runIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          runId: runClassTimes.runId,
          dow: runClassTimes.dayOfWeek,
          hours: runClassTimes.startHour,
          mins: runClassTimes.startMinute,
        })
        .from(runClassTimes)
        .where(and(eq(runClassTimes.clubId, clubId), inArray(runClassTimes.runId, runIds)))
        .orderBy(asc(runClassTimes.dayOfWeek), asc(runClassTimes.startHour), asc(runClassTimes.startMinute));
    },

    /** The runs' sessions in order; with `between`, only those not over by its start and starting before its end. */
    sessionsOf(clubId: number, runIds: number[], between?: { from: Date; to: Date }) {
      if (runIds.length === 0) return Promise.resolve([]);
      const window = between ? [gt(runSessions.endsAt, between.from), lt(runSessions.startsAt, between.to)] : [];
      return db
        .select({
          runId: runSessions.runId,
          startsAt: runSessions.startsAt,
          endsAt: runSessions.endsAt,
          cancelledAt: runSessions.cancelledAt,
        })
        .from(runSessions)
        .where(and(eq(runSessions.clubId, clubId), inArray(runSessions.runId, runIds), ...window))
        .orderBy(asc(runSessions.startsAt));
    },

    /** Each camp week's camp and venue. */
    campWeeksOf(clubId: number, weekIds: number[]) {
      if (weekIds.length === 0) return Promise.resolve([]);
      return db
        .select({ campWeekId: campWeeks.id, campId: camps.id, className: camps.className, venueName: venues.name })
        .from(campWeeks)
        .innerJoin(camps, eq(camps.id, campWeeks.campId))
        .innerJoin(venues, eq(venues.id, camps.venueId))
        .where(and(eq(campWeeks.clubId, clubId), inArray(campWeeks.id, weekIds)));
    },

    /** The club's cancelling rules: parents' deadline (null: they cannot cancel) and what becomes of the money. */
    async cancelRules(clubId: number): Promise<{ days: number | null; money: CancellationRefund }> {
      const [row] = await db
        .select({ days: clubBookingSettings.cancelDaysBefore, money: clubBookingSettings.cancellationRefund })
        .from(clubBookingSettings)
        .where(eq(clubBookingSettings.clubId, clubId));
      return { days: row?.days ?? null, money: cancellationRefundOf(row?.money) };
    },
  };
}

export type ParentBookingsRepository = ReturnType<typeof parentBookingsRepository>;
