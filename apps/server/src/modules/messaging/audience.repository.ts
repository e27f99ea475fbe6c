import { and, asc, eq, gt, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bookings,
  campCoaches,
  campDays,
  camps,
  campWeeks,
  children,
  clubChildren,
  clubs,
  memberships,
  runCoaches,
  runs,
  runSessions,
  terms,
  users,
  venues,
  waitingListEntries,
} from '../../db/schema/index.js';
import { messageUnsubscribes } from '../../db/schema/messaging.js';
import { placedAt } from '../booking/index.js';
import { contactIdsMatching } from '../contacts/index.js';
import { contactAttributesRead } from '../registration-questions/index.js';
import { emailSuppressionsRepository } from './email-suppressions.repository.js';
import { smsOptOutsRepository } from '../../platform/sms/sms-opt-outs.repository.js';

/** A person a message may go to, with what decides their channels. */
export interface AudienceRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  marketingOptIn: boolean;
}

/** A child's booked place an audience is made of: whose child, on what, where, and its next session or day. */
export interface PlaceRow extends AudienceRow {
  childFirstName: string;
  className: string;
  venueName: string;
  nextStart: Date | null;
}

const person = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  marketingOptIn: users.marketingOptIn,
};
/** A place on a session or camp day of a reminders window: the family, the child, the class and when it starts. */
export interface ReminderPlaceRow extends AudienceRow {
  childFirstName: string;
  className: string;
  venueName: string;
  startsAt: Date;
}
const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));
const byFamily = [asc(users.lastName), asc(users.firstName), asc(users.id), asc(children.firstName)];

/**
 * What messaging reads of other areas to know an audience (reads only; each table's owner writes it): the runs and
 * camps and their families through confirmed bookings, a contact, children's names, next sessions, a coach's runs.
 * Every query names the club.
 */
/** A person is the club's contact: an active parent membership, or a child who is the club's member. */
const isContactOf = (clubId: number) =>
  sql`(exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id}
      and ${memberships.clubId} = ${clubId} and ${memberships.role} = 'parent'
      and ${memberships.status} = 'active')
    or exists (select 1 from ${clubChildren} join ${children} on ${children.id} = ${clubChildren.childId}
      where ${clubChildren.clubId} = ${clubId} and ${children.parentUserId} = ${users.id}))`;

export function audienceRepository(db: Db) {
  /** The run's next session after `now` (in a query over `runs`). */
  const nextSessionOf = (now: Date) => sql<
    Date | string | null
  >`(select min(${runSessions.startsAt}) from ${runSessions}
    where ${runSessions.runId} = ${runs.id} and ${runSessions.startsAt} > ${now.toISOString()})`;

  /** A child's place on a run (booked or waiting) as a recipient row: the family, the child, the class and its next session. */
  const runPlaceFields = (now: Date) => ({
    ...person,
    childFirstName: children.firstName,
    className: runs.className,
    venueName: venues.name,
    nextStart: nextSessionOf(now),
  });

  /** Confirmed places on the club's runs matching `runsWhere`, with each run's next session after `now`. */
  async function runPlaces(clubId: number, runsWhere: SQL | undefined, now: Date): Promise<PlaceRow[]> {
    const rows = await db
      .select(runPlaceFields(now))
      .from(bookings)
      .innerJoin(runs, eq(runs.id, bookings.runId))
      .innerJoin(venues, eq(venues.id, runs.venueId))
      .innerJoin(children, eq(children.id, bookings.childId))
      .innerJoin(users, eq(users.id, children.parentUserId))
      .where(and(placedAt(clubId), eq(runs.clubId, clubId), runsWhere))
      .orderBy(...byFamily);
    return rows.map((row) => ({ ...row, nextStart: asDate(row.nextStart) }));
  }

  /** Confirmed places on the club's camp days matching `daysWhere`, each with the family's next such day after `now`. */
  async function campPlaces(clubId: number, daysWhere: SQL, now: Date): Promise<PlaceRow[]> {
    const rows = await db
      .select({
        ...person,
        childFirstName: children.firstName,
        className: camps.className,
        venueName: venues.name,
        nextStart: sql<
          Date | string | null
        >`min(${campDays.startsAt}) filter (where ${campDays.startsAt} > ${now.toISOString()})`,
      })
      .from(bookings)
      .innerJoin(campDays, eq(campDays.id, bookings.campDayId))
      .innerJoin(campWeeks, eq(campWeeks.id, campDays.campWeekId))
      .innerJoin(camps, eq(camps.id, campWeeks.campId))
      .innerJoin(venues, eq(venues.id, camps.venueId))
      .innerJoin(children, eq(children.id, bookings.childId))
      .innerJoin(users, eq(users.id, children.parentUserId))
      .where(and(placedAt(clubId), eq(camps.clubId, clubId), daysWhere))
      .groupBy(users.id, children.id, camps.id, venues.id)
      .orderBy(...byFamily);
    return rows.map((row) => ({ ...row, nextStart: asDate(row.nextStart) }));
  }

  return {
    async club(clubId: number) {
      const [row] = await db
        .select({ name: clubs.name, country: clubs.country, timeZone: clubs.timeZone, subdomain: clubs.subdomain })
        .from(clubs)
        .where(eq(clubs.id, clubId));
      return row ?? null;
    },

    /** What an audience's label names: a run's class, a term's or a camp's name; null when not the club's. */
    async runName(clubId: number, runId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: runs.className })
        .from(runs)
        .where(and(eq(runs.clubId, clubId), eq(runs.id, runId)));
      return row?.name ?? null;
    },
    async termName(clubId: number, termId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: terms.name })
        .from(terms)
        .where(and(eq(terms.clubId, clubId), eq(terms.id, termId)));
      return row?.name ?? null;
    },
    async campName(clubId: number, campId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: camps.className })
        .from(camps)
        .where(and(eq(camps.clubId, clubId), eq(camps.id, campId)));
      return row?.name ?? null;
    },

    /** A camp week's camp and name; null when not the club's. */
    async campWeek(clubId: number, weekId: number) {
      const [row] = await db
        .select({ campId: camps.id, campName: camps.className, weekName: campWeeks.name })
        .from(campWeeks)
        .innerJoin(camps, eq(camps.id, campWeeks.campId))
        .where(and(eq(campWeeks.clubId, clubId), eq(camps.clubId, clubId), eq(campWeeks.id, weekId)));
      return row ?? null;
    },
    /** A camp day's camp and when it starts; null when not the club's. */
    async campDay(clubId: number, dayId: number) {
      const [row] = await db
        .select({ campId: camps.id, campName: camps.className, startsAt: campDays.startsAt })
        .from(campDays)
        .innerJoin(campWeeks, eq(campWeeks.id, campDays.campWeekId))
        .innerJoin(camps, eq(camps.id, campWeeks.campId))
        .where(and(eq(campDays.clubId, clubId), eq(camps.clubId, clubId), eq(campDays.id, dayId)));
      return row ?? null;
    },

    async coaches(clubId: number, place: { runId: number } | { campId: number }, userId: number): Promise<boolean> {
      const rows =
        'runId' in place
          ? await db
              .select({ id: runCoaches.id })
              .from(runCoaches)
              .where(
                and(eq(runCoaches.clubId, clubId), eq(runCoaches.runId, place.runId), eq(runCoaches.userId, userId)),
              )
          : await db
              .select({ id: campCoaches.id })
              .from(campCoaches)
              .where(
                and(
                  eq(campCoaches.clubId, clubId),
                  eq(campCoaches.campId, place.campId),
                  eq(campCoaches.userId, userId),
                ),
              );
      return rows.length > 0;
    },

    placesOfRun: (clubId: number, runId: number, now: Date) => runPlaces(clubId, eq(runs.id, runId), now),
    placesOfTerm: (clubId: number, termId: number, now: Date) => runPlaces(clubId, eq(runs.termId, termId), now),

    placesOfCamp: (clubId: number, campId: number, now: Date) => campPlaces(clubId, eq(camps.id, campId), now),
    placesOfCampWeek: (clubId: number, weekId: number, now: Date) => campPlaces(clubId, eq(campWeeks.id, weekId), now),
    placesOfCampDay: (clubId: number, dayId: number, now: Date) => campPlaces(clubId, eq(campDays.id, dayId), now),

    /**
     * Everyone with a session of theirs between two days (club time zone, both included): a confirmed place on a
     * run with a session that happens then (a trial: its one session), or on a camp day then.
     */
    async placesInDates(clubId: number, range: { from: string; to: string; timeZone: string }, now: Date) {
      const within = (at: SQLWrapper) =>
        sql`(${at} at time zone ${range.timeZone})::date between ${range.from}::date and ${range.to}::date`;
      const [onRuns, onCamps] = await Promise.all([
        runPlaces(
          clubId,
          sql`exists (select 1 from ${runSessions} where ${runSessions.runId} = ${runs.id}
            and ${runSessions.cancelledAt} is null and ${within(runSessions.startsAt)}
            and (${bookings.kind} is distinct from 'trial' or ${runSessions.startsAt} = ${bookings.trialSessionStart}))`,
          now,
        ),
        campPlaces(clubId, within(campDays.startsAt), now),
      ]);
      return [...onRuns, ...onCamps].sort(
        (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.userId - b.userId,
      );
    },

    /**
     * The sessions and camp days starting after `after` and at most at `until`, each confirmed place on them (a trial:
     * its one session; a cancelled session never), with when it starts: the reminders of that window.
     */
    async placesStartingIn(clubId: number, after: Date, until: Date): Promise<ReminderPlaceRow[]> {
      const within = (at: SQLWrapper) => sql`${at} > ${after.toISOString()} and ${at} <= ${until.toISOString()}`;
      const [onRuns, onCamps] = await Promise.all([
        db
          .select({
            ...person,
            childFirstName: children.firstName,
            className: runs.className,
            venueName: venues.name,
            startsAt: runSessions.startsAt,
          })
          .from(bookings)
          .innerJoin(runs, eq(runs.id, bookings.runId))
          .innerJoin(runSessions, eq(runSessions.runId, runs.id))
          .innerJoin(venues, eq(venues.id, runs.venueId))
          .innerJoin(children, eq(children.id, bookings.childId))
          .innerJoin(users, eq(users.id, children.parentUserId))
          .where(
            and(
              placedAt(clubId),
              eq(runs.clubId, clubId),
              eq(runSessions.clubId, clubId),
              isNull(runSessions.cancelledAt),
              within(runSessions.startsAt),
              sql`(${bookings.kind} is distinct from 'trial' or ${runSessions.startsAt} = ${bookings.trialSessionStart})`,
            ),
          )
          .orderBy(...byFamily),
        db
          .select({
            ...person,
            childFirstName: children.firstName,
            className: camps.className,
            venueName: venues.name,
            startsAt: campDays.startsAt,
          })
          .from(bookings)
          .innerJoin(campDays, eq(campDays.id, bookings.campDayId))
          .innerJoin(campWeeks, eq(campWeeks.id, campDays.campWeekId))
          .innerJoin(camps, eq(camps.id, campWeeks.campId))
          .innerJoin(venues, eq(venues.id, camps.venueId))
          .innerJoin(children, eq(children.id, bookings.childId))
          .innerJoin(users, eq(users.id, children.parentUserId))
          .where(and(placedAt(clubId), eq(camps.clubId, clubId), within(campDays.startsAt)))
          .orderBy(...byFamily),
      ]);
      return [...onRuns, ...onCamps].sort(
        (a, b) =>
          a.lastName.localeCompare(b.lastName) ||
          a.firstName.localeCompare(b.firstName) ||
          a.userId - b.userId ||
          a.startsAt.getTime() - b.startsAt.getTime(),
      );
    },

    /** The children waiting (or offered a place) on the run's waiting list, with the run's next session. */
    async placesOfWaitingList(clubId: number, runId: number, now: Date): Promise<PlaceRow[]> {
      const rows = await db
        .select(runPlaceFields(now))
        .from(waitingListEntries)
        .innerJoin(runs, eq(runs.id, waitingListEntries.runId))
        .innerJoin(venues, eq(venues.id, runs.venueId))
        .innerJoin(children, eq(children.id, waitingListEntries.childId))
        .innerJoin(users, eq(users.id, waitingListEntries.parentUserId))
        .where(
          and(
            eq(waitingListEntries.clubId, clubId),
            eq(runs.clubId, clubId),
            eq(runs.id, runId),
            inArray(waitingListEntries.status, ['waiting', 'offered']),
          ),
        )
        .orderBy(...byFamily);
      return rows.map((row) => ({ ...row, nextStart: asDate(row.nextStart) }));
    },

    /** The contacts the contacts list shows for its filters and search, every page (that module's own criteria). */
    contactIds: contactIdsMatching(db),
    /** A contact attribute's name, or null when not the club's. */
    attributeName: contactAttributesRead({ db }).name,

    /** People by id, by family name (the ids a contacts audience found). */
    async people(userIds: number[]): Promise<AudienceRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select(person)
        .from(users)
        .where(inArray(users.id, userIds))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },

    /** Each parent's children at the club, by first name. */
    async childrenOfParents(clubId: number, userIds: number[]): Promise<Map<number, string[]>> {
      const map = new Map<number, string[]>();
      if (userIds.length === 0) return map;
      const rows = await db
        .select({ parentId: children.parentUserId, firstName: children.firstName })
        .from(children)
        .innerJoin(clubChildren, and(eq(clubChildren.childId, children.id), eq(clubChildren.clubId, clubId)))
        .where(inArray(children.parentUserId, userIds))
        .orderBy(asc(children.firstName));
      for (const row of rows) map.set(row.parentId, [...(map.get(row.parentId) ?? []), row.firstName]);
      return map;
    },

    /** One parent of the club (an active parent membership or a child at the club), or null. */
    async contact(clubId: number, userId: number): Promise<AudienceRow | null> {
      const [row] = await db
        .select(person)
        .from(users)
        .where(and(eq(users.id, userId), isContactOf(clubId)));
      return row ?? null;
    },

    /** Which of `userIds` are the club's contacts (the others are left out). */
    async contactsAmong(clubId: number, userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, userIds), isContactOf(clubId)));
      return rows.map((row) => row.id);
    },

    /** A parent's children at the club, by first name. */
    async childrenAtClub(clubId: number, userId: number): Promise<string[]> {
      const rows = await db
        .select({ firstName: children.firstName })
        .from(children)
        .innerJoin(clubChildren, and(eq(clubChildren.childId, children.id), eq(clubChildren.clubId, clubId)))
        .where(eq(children.parentUserId, userId))
        .orderBy(asc(children.firstName));
      return rows.map((row) => row.firstName);
    },

    /** The run of the family's soonest upcoming session at the club, for a message to one person. */
    async soonestRunOf(clubId: number, userId: number, now: Date): Promise<number | null> {
      const [row] = await db
        .select({ runId: runSessions.runId })
        .from(runSessions)
        .innerJoin(bookings, and(eq(bookings.runId, runSessions.runId), placedAt(clubId)))
        .innerJoin(children, eq(children.id, bookings.childId))
        .where(and(eq(runSessions.clubId, clubId), eq(children.parentUserId, userId), gt(runSessions.startsAt, now)))
        .orderBy(asc(runSessions.startsAt))
        .limit(1);
      return row?.runId ?? null;
    },

    /** Which of these email addresses bounced for good or complained, and why (lower-cased addresses). */
    emailSuppressed: (emails: string[]) => emailSuppressionsRepository(db).suppressed(emails),

    /** Which of these mobiles (E.164) replied STOP to the platform's SMS sender. */
    smsOptedOut: (phones: string[]) => smsOptOutsRepository(db).optedOut(phones),

    /** The channels each person unsubscribed from the club's marketing on. */
    async unsubscribes(clubId: number, userIds: number[]): Promise<Map<number, Set<'email' | 'sms'>>> {
      const map = new Map<number, Set<'email' | 'sms'>>();
      if (userIds.length === 0) return map;
      const rows = await db
        .select({ userId: messageUnsubscribes.userId, channel: messageUnsubscribes.channel })
        .from(messageUnsubscribes)
        .where(and(eq(messageUnsubscribes.clubId, clubId), inArray(messageUnsubscribes.userId, userIds)));
      for (const row of rows) {
        const set = map.get(row.userId) ?? new Set();
        set.add(row.channel as 'email' | 'sms');
        map.set(row.userId, set);
      }
      return map;
    },
  };
}
export type AudienceRepository = ReturnType<typeof audienceRepository>;
