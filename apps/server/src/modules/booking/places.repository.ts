import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ClassTime } from '@clubroom/domain/api';
import { placeBookedAt } from './placed.repository.js';
import type { Db } from '../../db/client.js';
import {
  bookings,
  campDays,
  clubs,
  campWeeks,
  camps,
  holds,
  orders,
  runSessions,
  runPlans,
  runs,
  terms,
  venues,
} from '../../db/schema/index.js';

export type HoldRow = typeof holds.$inferSelect;
/** The venue of a run or of a camp. */
export interface PlaceVenue {
  runId: number | null;
  campId: number | null;
  name: string;
  address: string;
  postcode: string;
}
export type NewHold = Omit<typeof holds.$inferInsert, 'id'>;
/** One place a hold or booking takes: a run, or a day of a camp. */
export type PlaceRef = { runId: number; campDayId?: undefined } | { campDayId: number; runId?: undefined };

/**
 * The runs and camp days a booking takes, and the holds and bookings on them. Every read is
 * scoped by the club; "taken" is confirmed bookings plus holds that have not expired at `now`.
 */
/** A parent's holds at a club that are in no order yet (their basket), and whatever else narrows them. */
const basketHolds = (clubId: number, parentUserId: number, ...more: SQL[]) =>
  and(eq(holds.clubId, clubId), eq(holds.parentUserId, parentUserId), isNull(holds.orderId), ...more);

export function placesRepository(db: Db) {
  /** How many places of each run and camp day are taken at `now`: confirmed bookings and unexpired holds. */
  const taken = async (clubId: number, places: PlaceRef[], now: Date): Promise<Map<string, number>> =>
    countsOf(await db.execute(takenSql(clubId, places, now)));

  return {
    async findRun(clubId: number, runId: number) {
      const [row] = await db
        .select({ run: runs, termEndsAt: terms.endsAt })
        .from(runs)
        .innerJoin(terms, eq(terms.id, runs.termId))
        .where(and(eq(runs.clubId, clubId), eq(runs.id, runId)));
      return row ?? null;
    },

    /**
     * A run of the club, as adding it to a basket checks it, in one read: its first session starting
     * after `moment` (epoch seconds; null: the term is over) and, for a trial, whether
     * `trialSessionStart` is one of its sessions.
     */
    async runToBook(clubId: number, runId: number, moment: number, trialSessionStart: number | null) {
      const [row] = await db
        .select({
          run: runs,
          nextSessionStart: sql<number | null>`(select floor(extract(epoch from min(s.starts_at)))::float8
            from run_sessions s where s.run_id = runs.id and s.cancelled_at is null
            and s.starts_at >= to_timestamp(${moment}::float8 + 1))`,
          isTrialSession: sql<boolean>`exists (select 1 from run_sessions s where s.run_id = runs.id
            and s.cancelled_at is null
            and s.starts_at >= to_timestamp(${trialSessionStart}::float8)
            and s.starts_at < to_timestamp(${trialSessionStart}::float8 + 1))`,
          // The term's priority windows (term_openings), null when it has none: open to all.
          windows: sql<Record<'membersFrom' | 'siblingsFrom' | 'everyoneFrom', string | null> | null>`(select
            json_build_object('membersFrom', o.members_from, 'siblingsFrom', o.siblings_from,
              'everyoneFrom', o.everyone_from) from term_openings o where o.term_id = runs.term_id)`,
          // The club's switch (booking settings): off, none of its runs takes a trial.
          trialsOffered: sql<boolean>`coalesce((select b.trials_offered from club_booking_settings b
            where b.club_id = runs.club_id), true)`,
        })
        .from(runs)
        .where(and(eq(runs.clubId, clubId), eq(runs.id, runId)));
      return row ?? null;
    },

    /** Whether a platform manager has suspended the club (no offers from its waiting lists meanwhile). */
    async isSuspended(clubId: number): Promise<boolean> {
      const [row] = await db.select({ at: clubs.suspendedAt }).from(clubs).where(eq(clubs.id, clubId));
      return Boolean(row?.at);
    },

    findRuns(clubId: number, runIds: number[]) {
      if (runIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(runs)
        .where(and(eq(runs.clubId, clubId), inArray(runs.id, runIds)));
    },

    /**
     * The runs, each with the epoch seconds of its dated sessions, in order: only those that happen (breaks are never
     * generated; a session the club cancelled is no session to pay for).
     */
    runsWithSessions(clubId: number, runIds: number[]) {
      if (runIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          run: runs,
          sessionStarts: sql<number[]>`array(select floor(extract(epoch from s.starts_at))::float8
            from run_sessions s where s.run_id = runs.id and s.cancelled_at is null order by s.starts_at)`,
          plan: { monthlyPrice: runPlans.monthlyPrice, trialDays: runPlans.trialDays, billingDay: runPlans.billingDay },
          // What tells two runs of one class apart on a basket card and an order line.
          termName: terms.name,
          venueName: venues.name,
          classTimes: sql<ClassTime[]>`coalesce((select json_agg(json_build_object('dow', t.day_of_week,
              'starttime', json_build_object('hours', t.start_hour, 'mins', t.start_minute))
              order by t.day_of_week, t.start_hour, t.start_minute)
            from run_class_times t where t.run_id = runs.id), '[]'::json)`,
        })
        .from(runs)
        .innerJoin(terms, eq(terms.id, runs.termId))
        .innerJoin(venues, eq(venues.id, runs.venueId))
        .leftJoin(runPlans, eq(runPlans.runId, runs.id))
        .where(and(eq(runs.clubId, clubId), inArray(runs.id, runIds)));
    },

    /** Where each run and camp named meets: its venue's name, address and postcode (a booking email's 'Where'). */
    async venuesOf(clubId: number, runIds: number[], campIds: number[]): Promise<PlaceVenue[]> {
      const venue = { name: venues.name, address: venues.address, postcode: venues.postcode };
      const [ofRuns, ofCamps] = await Promise.all([
        runIds.length === 0
          ? []
          : db
              .select({ runId: runs.id, ...venue })
              .from(runs)
              .innerJoin(venues, eq(venues.id, runs.venueId))
              .where(and(eq(runs.clubId, clubId), inArray(runs.id, runIds))),
        campIds.length === 0
          ? []
          : db
              .select({ campId: camps.id, ...venue })
              .from(camps)
              .innerJoin(venues, eq(venues.id, camps.venueId))
              .where(and(eq(camps.clubId, clubId), inArray(camps.id, campIds))),
      ]);
      return [...ofRuns.map((row) => ({ ...row, campId: null })), ...ofCamps.map((row) => ({ ...row, runId: null }))];
    },

    /** Camp weeks with their camp and days, for pricing and the order's dates. */
    campWeeksWithDays(clubId: number, weekIds: number[]) {
      if (weekIds.length === 0) return Promise.resolve([]);
      return db
        .select({ camp: camps, week: campWeeks, day: campDays, venueName: venues.name })
        .from(campDays)
        .innerJoin(campWeeks, eq(campWeeks.id, campDays.campWeekId))
        .innerJoin(camps, eq(camps.id, campWeeks.campId))
        .innerJoin(venues, eq(venues.id, camps.venueId))
        .where(and(eq(campDays.clubId, clubId), inArray(campDays.campWeekId, weekIds)))
        .orderBy(asc(campDays.startsAt));
    },

    taken,

    /** Places of one run taken at `now`. */
    /** How many places of each run are taken at `now`, by run id (0 for none). */
    async takenOfRuns(clubId: number, runIds: number[], now: Date): Promise<Map<number, number>> {
      const counts = await taken(
        clubId,
        runIds.map((runId) => ({ runId })),
        now,
      );
      return new Map(runIds.map((id) => [id, counts.get(`run:${id}`) ?? 0]));
    },

    async takenOfRun(clubId: number, runId: number, now: Date): Promise<number> {
      return (await taken(clubId, [{ runId }], now)).get(`run:${runId}`) ?? 0;
    },

    /** Whether the child already has any of the places: a confirmed booking, or a hold that has not expired. */
    async childHas(childId: number, places: PlaceRef[], now: Date): Promise<ChildHas> {
      return childHasIn(countsOf(await db.execute(childHasSql(childId, places, now))));
    },

    /**
     * What adding to a basket re-checks under the availability lock, in one read: whether the child
     * already has any of the places (`childHas`), how many of each are taken (`taken`), and how many
     * families wait in each run's queue.
     */
    async placeCounts(clubId: number, childId: number, places: PlaceRef[], now: Date): Promise<PlaceCounts> {
      const result = await db.execute(sql`
        select 'taken' as what, key, n from (${takenSql(clubId, places, now)}) taken
        union all
        select 'waiting', run_id::text, count(*)::int from waiting_list_entries
          where club_id = ${clubId} and status = 'waiting' and run_id = any(${sqlInts(runIdsOf(places))}) group by run_id
        union all
        select 'child', key, n from (${childHasSql(childId, places, now)}) has`);
      const rows = (result as unknown as { rows: { what: string; key: string; n: number }[] }).rows;
      const countsFor = (what: string) =>
        new Map(rows.flatMap((r) => (r.what === what ? [[r.key, r.n] as const] : [])));
      return {
        childHas: childHasIn(countsFor('child')),
        taken: countsFor('taken'),
        waiting: new Map([...countsFor('waiting')].map(([runId, n]) => [Number(runId), n])),
      };
    },

    /** How many of the family's children hold a place of each run now (in the basket or an order waiting for payment). */
    async familyHoldsOnRuns(clubId: number, parentUserId: number, runIds: number[], now: Date) {
      if (runIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ runId: holds.runId, n: sql<number>`count(distinct ${holds.childId})::int` })
        .from(holds)
        .where(
          and(
            eq(holds.clubId, clubId),
            eq(holds.parentUserId, parentUserId),
            inArray(holds.runId, runIds),
            gt(holds.expiresAt, now),
          ),
        )
        .groupBy(holds.runId);
      return new Map(rows.map((r) => [r.runId!, Number(r.n)] as const));
    },

    /**
     * The parent's orders at the club waiting for payment: pending, every place still held, each with
     * its deadline to pay (`payBy`), oldest first. What the family sees to pay or cancel, and what
     * counts towards the most orders a family may keep waiting (checkout's MAX_PENDING_ORDERS).
     */
    awaitingPayment(clubId: number, parentUserId: number, now: Date) {
      return db
        .select({ order: orders, payBy: payByOfHolds })
        .from(orders)
        .innerJoin(holds, eq(holds.orderId, orders.id))
        .where(and(eq(orders.clubId, clubId), eq(orders.parentUserId, parentUserId), eq(orders.status, 'pending')))
        .groupBy(orders.id)
        .having(sql`${payByOfHolds} > ${now.toISOString()}::timestamptz`)
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    /**
     * The club's pending orders that spent a family's credit and whose time to pay has run out (`payBy` passed):
     * each with its holds, so the expiry job can lock their places, cancel them and give the credit back.
     */
    async lapsedWithCredit(clubId: number, now: Date) {
      const lapsed = await db
        .select({ order: orders })
        .from(orders)
        .innerJoin(holds, eq(holds.orderId, orders.id))
        .where(and(eq(orders.clubId, clubId), pendingWithCredit))
        .groupBy(orders.id)
        .having(payByPassed(now));
      return Promise.all(
        lapsed.map(async ({ order }) => ({
          order,
          holds: await db.select().from(holds).where(eq(holds.orderId, order.id)),
        })),
      );
    },

    /** An order's deadline to pay (`awaitingPayment`'s), passed or not; null when it holds no place. */
    async payByOf(orderId: number): Promise<Date | null> {
      const [row] = await db.select({ payBy: payByOfHolds }).from(holds).where(eq(holds.orderId, orderId));
      return row?.payBy ?? null;
    },

    async insertHolds(rows: NewHold[]) {
      await db.insert(holds).values(rows);
    },

    /** The parent's basket at a club: holds in no order that have not expired, oldest first. */
    basketOf(clubId: number, parentUserId: number, now: Date): Promise<HoldRow[]> {
      return db
        .select()
        .from(holds)
        .where(basketHolds(clubId, parentUserId, gt(holds.expiresAt, now)))
        .orderBy(asc(holds.createdAt), asc(holds.id));
    },

    /** The parent's holds of some basket items, expired or not, in no order yet. */
    itemsOf(clubId: number, parentUserId: number, itemIds: string[]): Promise<HoldRow[]> {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(holds)
        .where(basketHolds(clubId, parentUserId, inArray(holds.itemId, itemIds)))
        .orderBy(asc(holds.createdAt), asc(holds.id));
    },

    /**
     * Takes a basket item's places back: deleted, but a priority offer's place is ended instead (its expiry set to
     * `now`, so it counts for nothing from now), kept as the record that the family declined it before its deadline.
     */
    async removeItem(clubId: number, parentUserId: number, itemId: string, now: Date): Promise<void> {
      const item = basketHolds(clubId, parentUserId, eq(holds.itemId, itemId));
      await db
        .update(holds)
        .set({ expiresAt: sql`least(${holds.expiresAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(item, isNotNull(holds.priorityOfferId)));
      await db.delete(holds).where(and(item, isNull(holds.priorityOfferId)));
    },

    /**
     * Moves holds into an order, held on until `expiresAt`, but a place offered from a waiting list
     * keeps its offer's deadline (`offerDeadline`: never past the run's next session), and a priority
     * offer's place its own (modules/auto-enrol). Answers them as
     * they now are (what `holdsOfOrder` would read).
     */
    async moveToOrder(holdIds: number[], orderId: number, expiresAt: Date): Promise<HoldRow[]> {
      if (holdIds.length === 0) return [];
      const until = sql`${expiresAt.toISOString()}::timestamptz`;
      const moved = await db
        .update(holds)
        .set({
          orderId,
          expiresAt: sql`case when ${holds.waitingListEntryId} is null and ${holds.priorityOfferId} is null
            then ${until} else ${holds.expiresAt} end`,
        })
        .where(inArray(holds.id, holdIds))
        .returning();
      return moved.sort((a, b) => a.id - b.id);
    },

    /** Releases the place held for a waiting-list offer, if it is still in the family's basket; answers how many. */
    async releaseOffer(entryId: number): Promise<number> {
      const removed = await db
        .delete(holds)
        .where(and(eq(holds.waitingListEntryId, entryId), isNull(holds.orderId)))
        .returning({ id: holds.id });
      return removed.length;
    },

    /** One of the club's bookings by its reference, with the parent whose order made it and its camp day. */
    async findBooking(clubId: number, bookingRef: string) {
      const [row] = await db
        .select({
          booking: bookings,
          parentUserId: orders.parentUserId,
          bookedAt: placeBookedAt(),
          campDayStartsAt: campDays.startsAt,
          campWeekId: campDays.campWeekId,
        })
        .from(bookings)
        .leftJoin(orders, eq(orders.id, bookings.orderId))
        .leftJoin(campDays, eq(campDays.id, bookings.campDayId))
        .where(and(eq(bookings.clubId, clubId), eq(bookings.bookingRef, bookingRef)));
      return row ?? null;
    },

    /** The confirmed days one order booked for one child in one camp week (one camp booking), earliest first. */
    campBookingDays(orderId: number, childId: number, campWeekId: number) {
      return db
        .select({ id: bookings.id, campDayId: bookings.campDayId, startsAt: campDays.startsAt })
        .from(bookings)
        .innerJoin(campDays, eq(campDays.id, bookings.campDayId))
        .where(
          and(
            eq(bookings.orderId, orderId),
            eq(bookings.childId, childId),
            eq(campDays.campWeekId, campWeekId),
            eq(bookings.status, 'confirmed'),
          ),
        )
        .orderBy(asc(campDays.startsAt));
    },

    /** The first session of a run starting after `from` (a term place bought then covers it on: `bookedRunSessions`). */
    async firstSessionAfter(runId: number, from: Date): Promise<Date | null> {
      const [row] = await db
        .select({ startsAt: runSessions.startsAt })
        .from(runSessions)
        .where(and(eq(runSessions.runId, runId), gt(runSessions.startsAt, from), isNull(runSessions.cancelledAt)))
        .orderBy(asc(runSessions.startsAt))
        .limit(1);
      return row?.startsAt ?? null;
    },

    /** Cancels those of the bookings still confirmed; answers the ones it cancelled. */
    async cancelBookings(
      bookingIds: number[],
      now: Date,
    ): Promise<{ id: number; runId: number | null; orderId: number | null }[]> {
      if (bookingIds.length === 0) return [];
      return db
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(and(inArray(bookings.id, bookingIds), eq(bookings.status, 'confirmed')))
        .returning({ id: bookings.id, runId: bookings.runId, orderId: bookings.orderId });
    },

    /** The runs of an order's places still confirmed, one entry a place (camp days left out). */
    async confirmedRunsOfOrder(orderId: number): Promise<number[]> {
      const rows = await db
        .select({ runId: bookings.runId })
        .from(bookings)
        .where(and(eq(bookings.orderId, orderId), eq(bookings.status, 'confirmed'), isNotNull(bookings.runId)));
      return rows.map((r) => r.runId!);
    },

    /** The order's places still booked, to cancel them (a payment plan cancelled with its places). */
    confirmedPlacesOfOrder(orderId: number): Promise<{ id: number; runId: number | null; campDayId: number | null }[]> {
      return db
        .select({ id: bookings.id, runId: bookings.runId, campDayId: bookings.campDayId })
        .from(bookings)
        .where(and(eq(bookings.orderId, orderId), eq(bookings.status, 'confirmed')))
        .orderBy(asc(bookings.id));
    },

    holdsOfOrder(orderId: number): Promise<HoldRow[]> {
      return db.select().from(holds).where(eq(holds.orderId, orderId)).orderBy(asc(holds.id));
    },

    /** Books a child onto camp days at once, with no hold (staff amending a camp booking), for an order or none. */
    async bookCampDays(row: { clubId: number; childId: number; orderId: number | null }, dayIds: number[], now: Date) {
      if (dayIds.length === 0) return;
      await db
        .insert(bookings)
        .values(dayIds.map((campDayId) => ({ ...row, campDayId, kind: 'camp-days', createdAt: now, updatedAt: now })));
    },

    /** Confirms an order's places: a booking per hold, the holds gone. */
    async bookHolds(orderId: number, rows: HoldRow[], now: Date) {
      if (rows.length === 0) return;
      await db.insert(bookings).values(
        rows.map((h) => ({
          clubId: h.clubId,
          runId: h.runId,
          campDayId: h.campDayId,
          childId: h.childId,
          orderId,
          kind: h.kind,
          trialSessionStart: h.trialSessionStart,
          createdAt: now,
          updatedAt: now,
        })),
      );
      await db.delete(holds).where(eq(holds.orderId, orderId));
    },

    /**
     * Tidies away a club's expired basket holds (they already count for nothing). An order's
     * expired holds stay: completing the order finds them and answers HOLD_EXPIRED.
     */
    /** Expired basket holds tidied away, but for a priority offer's place declined before its deadline (`removeItem`). */
    async deleteExpired(clubId: number, now: Date) {
      await db.delete(holds).where(and(eq(holds.clubId, clubId), expiredToTidy(now)));
    },

    /**
     * The clubs with work for their `expire-holds` run at `now` on the holds' side: a hold to tidy away
     * (`deleteExpired`'s), or an order that spent credit and ran out of time to pay (`lapsedWithCredit`'s).
     */
    async clubsWithExpiredHolds(now: Date): Promise<number[]> {
      const tidy = await db.selectDistinct({ clubId: holds.clubId }).from(holds).where(expiredToTidy(now));
      const unpaid = await db
        .selectDistinct({ clubId: orders.clubId })
        .from(orders)
        .innerJoin(holds, eq(holds.orderId, orders.id))
        .where(pendingWithCredit)
        .groupBy(orders.id)
        .having(payByPassed(now));
      return [...tidy, ...unpaid].map((row) => row.clubId);
    },
  };
}

/** When an order's places stop being held: the first of its holds to expire. Its one definition. */
const payByOfHolds = sql<Date>`min(${holds.expiresAt})`.mapWith(holds.expiresAt);
const payByPassed = (now: Date) => sql`${payByOfHolds} <= ${now.toISOString()}::timestamptz`;
const pendingWithCredit = and(eq(orders.status, 'pending'), gt(orders.creditApplied, 0));

/**
 * Basket holds expired at `now`, which the expiry run deletes: not an order's (the order keeps them until it is paid
 * or cancelled), nor a declined priority offer's (kept, released before its deadline, to tell declined from lapsed).
 */
const expiredToTidy = (now: Date) => {
  const declinedOffer = sql`${holds.priorityOfferId} is not null and ${holds.expiresAt} <
    (select o.expires_at from priority_offers o where o.id = ${holds.priorityOfferId})`;
  return and(isNull(holds.orderId), lte(holds.expiresAt, now), sql`not (${declinedOffer})`);
};

/** An int[] parameter: `= any(...)` with an empty list matches nothing. */
const sqlInts = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const runIdsOf = (places: PlaceRef[]) => places.flatMap((p) => (p.runId !== undefined ? [p.runId] : []));
const dayIdsOf = (places: PlaceRef[]) => places.flatMap((p) => (p.campDayId !== undefined ? [p.campDayId] : []));

/** Rows (key, n): the places of each run and camp day taken at `now`, confirmed bookings and unexpired holds. */
function takenSql(clubId: number, places: PlaceRef[], now: Date) {
  const runIds = sqlInts(runIdsOf(places));
  const dayIds = sqlInts(dayIdsOf(places));
  const live = sql`expires_at > ${now.toISOString()}::timestamptz`;
  return sql`
    select 'run:' || run_id as key, count(*)::int as n from (
      select run_id from bookings where club_id = ${clubId} and status = 'confirmed' and run_id = any(${runIds})
      union all
      select run_id from holds where club_id = ${clubId} and ${live} and run_id = any(${runIds})
    ) r group by run_id
    union all
    select 'camp-day:' || camp_day_id, count(*)::int from (
      select camp_day_id from bookings where club_id = ${clubId} and status = 'confirmed' and camp_day_id = any(${dayIds})
      union all
      select camp_day_id from holds where club_id = ${clubId} and ${live} and camp_day_id = any(${dayIds})
    ) d group by camp_day_id`;
}

/** Rows (key, n) 'booked' and 'held' when the child has a confirmed booking or an unexpired hold of any of the places. */
function childHasSql(childId: number, places: PlaceRef[], now: Date) {
  const ofPlaces = sql`(run_id = any(${sqlInts(runIdsOf(places))}) or camp_day_id = any(${sqlInts(dayIdsOf(places))}))`;
  return sql`
    (select 'booked' as key, 1 as n from bookings where child_id = ${childId} and status = 'confirmed' and ${ofPlaces} limit 1)
    union all
    (select 'held', 1 from holds where child_id = ${childId} and expires_at > ${now.toISOString()}::timestamptz
      and ${ofPlaces} limit 1)`;
}

const countsOf = (result: unknown) =>
  new Map((result as { rows: { key: string; n: number }[] }).rows.map((r) => [r.key, r.n]));

const childHasIn = (found: Map<string, number>): ChildHas =>
  found.has('booked') ? 'booked' : found.has('held') ? 'held' : null;

export type ChildHas = 'booked' | 'held' | null;

/** What `placeCounts` finds. */
export interface PlaceCounts {
  childHas: ChildHas;
  /** Confirmed bookings and unexpired holds, by `takenKeyOf` (requested-places.ts). */
  taken: Map<string, number>;
  /** Families in each run's queue, by run id. */
  waiting: Map<number, number>;
}

export type PlacesRepository = ReturnType<typeof placesRepository>;
/** A booking found by its reference, with its parent and its camp day's start. */
export type FoundBooking = NonNullable<Awaited<ReturnType<PlacesRepository['findBooking']>>>;
