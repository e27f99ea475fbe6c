import { and, asc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { PriorityWindows } from '@clubroom/domain/rules';
import type { Db } from '../../db/client.js';
import {
  runPlans,
  bookings,
  holds,
  campDays,
  campWeeks,
  camps,
  runClassTimes,
  runSessions,
  runs,
  termBreaks,
  terms,
  venues,
  waitingListEntries,
} from '../../db/schema/index.js';
import { termPriorityWindows } from '../booking/index.js';

/**
 * Every query here is scoped by the club id the request resolved; ids alone never cross clubs.
 * `clock` is the app's now: a hold counts until its expiry, compared with now in the query itself.
 */
/** The weekly class times of the club's runs, by day and time (the schedule shows them; its admin edits them). */
/** The camps' weeks (instance groups), in the order they were made: the public schedule's and the camps admin's. */
export function campWeeksOf(db: Db, clubId: number, campIds: number[]) {
  if (campIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(campWeeks)
    .where(and(eq(campWeeks.clubId, clubId), inArray(campWeeks.campId, campIds)))
    .orderBy(asc(campWeeks.id));
}

export function classTimesOfRuns(db: Db, clubId: number, runIds: number[]) {
  if (runIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(runClassTimes)
    .where(and(eq(runClassTimes.clubId, clubId), inArray(runClassTimes.runId, runIds)))
    .orderBy(asc(runClassTimes.dayOfWeek), asc(runClassTimes.startHour), asc(runClassTimes.startMinute));
}

/**
 * The schedule's reads, every one scoped by the club. `trialsOffered` is the booking module's (the club's switch for
 * trial sessions), read when the schedule is assembled.
 */
export function scheduleRepository(db: Db, clock: () => Date, trialsOffered: (clubId: number) => Promise<boolean>) {
  // Places taken = confirmed bookings + unexpired holds + families waiting, who are owed the next
  // free places (the booking module's rule, docs/locking.md): a run with a queue shows as full.
  /** Places: confirmed bookings and unexpired holds (an offer to a waiting family is a hold), never more than exist. */
  const placesTaken = () =>
    sql<number>`((select count(*)::int from ${bookings} where ${bookings.runId} = ${runs.id} and ${bookings.status} = 'confirmed')
      + (select count(*)::int from ${holds} where ${holds.runId} = ${runs.id} and ${holds.expiresAt} > ${clock().toISOString()}::timestamptz))`;
  /** Families still waiting for a place (not yet offered one): shown apart, as they hold no place. */
  const familiesWaiting = () =>
    sql<number>`(select count(*)::int from ${waitingListEntries} where ${waitingListEntries.runId} = ${runs.id} and ${waitingListEntries.status} = 'waiting')`;

  const windows = termPriorityWindows({ db });

  /** Whether a term has runs and every one of them is a draft: such a term is not public yet. */
  // Qualified by hand: a query on one table writes its columns unqualified, and "id" would be the run's.
  const onlyDrafts = () =>
    sql<boolean>`(exists (select 1 from runs r where r.term_id = ${terms}.id and r.draft)
      and not exists (select 1 from runs r where r.term_id = ${terms}.id and not r.draft))`;

  return {
    /** The club's terms not yet over, but those whose runs are all drafts (a term set up in private). */
    findTermsEndingAfter(clubId: number, now: Date) {
      return db
        .select()
        .from(terms)
        .where(and(eq(terms.clubId, clubId), gt(terms.endsAt, now), sql`not ${onlyDrafts()}`))
        .orderBy(asc(terms.startsAt), asc(terms.id));
    },

    /** The monthly plan a run is sold as, or null when it is sold by the term. */
    async planOfRun(clubId: number, runId: number) {
      const [row] = await db
        .select({ price: runPlans.monthlyPrice, trialDays: runPlans.trialDays, billingDay: runPlans.billingDay })
        .from(runPlans)
        .where(and(eq(runPlans.clubId, clubId), eq(runPlans.runId, runId)));
      return row ?? null;
    },

    /** A term's priority windows (booking's), all null when it has none: what its pages say. */
    openingsOf: (clubId: number, termId: number): Promise<PriorityWindows> => windows.of(clubId, termId),

    /** One term, with whether all its runs are drafts (its page is then not public). */
    async findTerm(clubId: number, termId: number) {
      const [row] = await db
        .select({ ...getTableColumns(terms), onlyDrafts: onlyDrafts() })
        .from(terms)
        .where(and(eq(terms.clubId, clubId), eq(terms.id, termId)));
      return row ?? null;
    },

    /** A term's breaks (no sessions are generated in them), in date order. */
    findTermBreaks(clubId: number, termId: number) {
      return db
        .select({ name: termBreaks.name, from: termBreaks.startsOn, to: termBreaks.endsOn })
        .from(termBreaks)
        .where(and(eq(termBreaks.clubId, clubId), eq(termBreaks.termId, termId)))
        .orderBy(asc(termBreaks.startsOn), asc(termBreaks.id));
    },

    /**
     * One run (invite-only or draft or not: its page decides who sees it), or the public runs of some terms, with
     * their venue, places taken and families waiting.
     */
    trialsOffered,

    findRuns(clubId: number, where: { termIds: number[] } | { runId: number }) {
      const scope =
        'runId' in where
          ? eq(runs.id, where.runId)
          : and(inArray(runs.termId, where.termIds), eq(runs.inviteOnly, false), eq(runs.draft, false));
      return db
        .select({
          run: runs,
          venue: venues,
          bookingsCount: placesTaken(),
          waitingCount: familiesWaiting(),
        })
        .from(runs)
        .innerJoin(venues, eq(venues.id, runs.venueId))
        .where(and(eq(runs.clubId, clubId), scope))
        .orderBy(asc(runs.id));
    },

    findClassTimes: (clubId: number, runIds: number[]) => classTimesOfRuns(db, clubId, runIds),

    findSessions(clubId: number, runIds: number[]) {
      if (runIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(runSessions)
        .where(and(eq(runSessions.clubId, clubId), inArray(runSessions.runId, runIds)))
        .orderBy(asc(runSessions.startsAt), asc(runSessions.id));
    },

    /** One camp (invite-only or draft or not: its page decides who sees it), or all the club's public camps. */
    findCamps(clubId: number, where: { all: true } | { campId: number }) {
      const scope =
        'campId' in where ? eq(camps.id, where.campId) : and(eq(camps.inviteOnly, false), eq(camps.draft, false));
      return db
        .select({ camp: camps, venue: venues })
        .from(camps)
        .innerJoin(venues, eq(venues.id, camps.venueId))
        .where(and(eq(camps.clubId, clubId), scope))
        .orderBy(asc(camps.id));
    },

    findCampWeeks: (clubId: number, campIds: number[]) => campWeeksOf(db, clubId, campIds),

    findCampDays(clubId: number, weekIds: number[]) {
      if (weekIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(campDays)
        .where(and(eq(campDays.clubId, clubId), inArray(campDays.campWeekId, weekIds)))
        .orderBy(asc(campDays.startsAt));
    },

    /**
     * What the public schedule depends on, in one cheap read: the club's schedule version (bumped
     * by triggers), its bookings as their confirmed count, newest id and newest change (the newest
     * change alone misses a booking written by a process whose clock is behind the rows' — the
     * count and id do not depend on any clock), the club's unexpired holds as their count and
     * newest id: a hold placed raises the id, one released or expired lowers the count (ids only
     * grow, so a release and a placing together still change the id), and its waiting families the same way.
     */
    async findVersionKey(clubId: number): Promise<string> {
      const result = await db.execute(sql`select
        (select schedule_version from clubs where id = ${clubId}) as v,
        (select count(*) filter (where status = 'confirmed') || ':' || coalesce(max(id), 0) || ':'
          || coalesce((extract(epoch from max(updated_at)) * 1000)::bigint, 0)
          from bookings where club_id = ${clubId}) as b,
        (select count(*)::int || ':' || coalesce(max(id), 0) from holds
          where club_id = ${clubId} and expires_at > ${clock().toISOString()}::timestamptz) as h,
        (select count(*)::int || ':' || coalesce(max(id), 0) from waiting_list_entries
          where club_id = ${clubId} and status = 'waiting') as w`);
      const row = (result as unknown as { rows: { v: number; b: string; h: string; w: string }[] }).rows[0];
      return `${row?.v ?? 0}.${row?.b ?? '0:0:0'}.${row?.h ?? '0:0'}.${row?.w ?? '0:0'}`;
    },
  };
}

export type ScheduleRepository = ReturnType<typeof scheduleRepository>;
