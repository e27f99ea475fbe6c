import type { StaffWaitingListEntry } from '@clubroom/domain/api';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, clubs, holds, runs, users, venues, waitingListEntries } from '../../db/schema/index.js';

export type EntryRow = typeof waitingListEntries.$inferSelect;
type NewEntry = Omit<typeof waitingListEntries.$inferInsert, 'id'>;
type ClosedStatus = 'booked' | 'left' | 'declined' | 'lapsed' | 'moved';

/** Open: in the queue, or offered a place. */
const isOpen = sql`${waitingListEntries.status} in ('waiting', 'offered')`;

/** An offer whose place is no longer held at `now` (the hold expired, or it was removed). */
const offerWithoutLiveHold = (now: Date) =>
  and(
    eq(waitingListEntries.status, 'offered'),
    sql`not exists (select 1 from ${holds} where ${holds.waitingListEntryId} = ${waitingListEntries.id}
      and ${holds.expiresAt} > ${now.toISOString()}::timestamptz)`,
  );

/**
 * Waiting-list entries of a club's runs. Every read is scoped by club, or by a parent or a run
 * already resolved within one. The queue is the run's 'waiting' entries by `joined_at`, then `id`.
 */
export function waitingListRepository(db: Db) {
  /** Entries as a family or staff see them: the run's class, the child's name and the place in the queue. */
  const views = async (where: SQL): Promise<StaffWaitingListEntry[]> => {
    const rows = await db
      .select({
        entry: waitingListEntries,
        className: runs.className,
        childName: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
        childDateOfBirth: children.dateOfBirth,
        ahead: sql<number>`(select count(*)::int from waiting_list_entries w
          where w.run_id = ${waitingListEntries.runId} and w.status = 'waiting'
          and (w.joined_at, w.id) < (${waitingListEntries.joinedAt}, ${waitingListEntries.id}))`,
      })
      .from(waitingListEntries)
      .innerJoin(runs, eq(runs.id, waitingListEntries.runId))
      .innerJoin(children, eq(children.id, waitingListEntries.childId))
      .where(where)
      .orderBy(
        sql`${waitingListEntries.status} not in ('waiting', 'offered')`,
        asc(waitingListEntries.joinedAt),
        asc(waitingListEntries.id),
      );
    return rows.map(({ entry, className, childName, childDateOfBirth, ahead }) => ({
      entryId: entry.id,
      runId: entry.runId,
      className,
      childId: entry.childId,
      childName,
      childDateOfBirth,
      status: entry.status as StaffWaitingListEntry['status'],
      position: entry.status === 'waiting' ? ahead + 1 : null,
      joinedAt: entry.joinedAt.toISOString(),
      offerExpiresAt: entry.status === 'offered' && entry.offerExpiresAt ? entry.offerExpiresAt.toISOString() : null,
    }));
  };

  return {
    async insert(row: NewEntry): Promise<EntryRow> {
      const [inserted] = await db.insert(waitingListEntries).values(row).returning();
      return inserted;
    },

    async find(clubId: number, entryId: number): Promise<EntryRow | null> {
      const [row] = await db
        .select()
        .from(waitingListEntries)
        .where(and(eq(waitingListEntries.clubId, clubId), eq(waitingListEntries.id, entryId)));
      return row ?? null;
    },

    async openEntryOf(childId: number, runId: number): Promise<EntryRow | null> {
      const [row] = await db
        .select()
        .from(waitingListEntries)
        .where(and(eq(waitingListEntries.childId, childId), eq(waitingListEntries.runId, runId), isOpen));
      return row ?? null;
    },

    async viewOf(entryId: number): Promise<StaffWaitingListEntry> {
      const [view] = await views(eq(waitingListEntries.id, entryId));
      return view;
    },

    viewsOfRun: (clubId: number, runId: number) =>
      views(and(eq(waitingListEntries.clubId, clubId), eq(waitingListEntries.runId, runId))!),

    /** A family's open entries at a club. */
    viewsOfParent: (clubId: number, parentUserId: number) =>
      views(and(eq(waitingListEntries.clubId, clubId), eq(waitingListEntries.parentUserId, parentUserId), isOpen)!),

    /** The first `limit` families in a run's queue. */
    firstWaiting(runId: number, limit: number): Promise<EntryRow[]> {
      return db
        .select()
        .from(waitingListEntries)
        .where(and(eq(waitingListEntries.runId, runId), eq(waitingListEntries.status, 'waiting')))
        .orderBy(asc(waitingListEntries.joinedAt), asc(waitingListEntries.id))
        .limit(limit);
    },

    /** The club's runs with someone in the queue or offered a place. */
    async runsWithOpenEntries(clubId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ runId: waitingListEntries.runId })
        .from(waitingListEntries)
        .where(and(eq(waitingListEntries.clubId, clubId), isOpen));
      return rows.map((r) => r.runId);
    },

    /** Offers whose place is no longer held at `now` (the hold expired, or it was removed). */
    offersWithoutLiveHold(clubId: number, now: Date): Promise<EntryRow[]> {
      return db
        .select()
        .from(waitingListEntries)
        .where(and(eq(waitingListEntries.clubId, clubId), offerWithoutLiveHold(now)));
    },

    /** The clubs with an offer to lapse at `now` (`offersWithoutLiveHold`'s): work for their `expire-holds` run. */
    async clubsWithLapsedOffers(now: Date): Promise<number[]> {
      const rows = await db
        .selectDistinct({ clubId: waitingListEntries.clubId })
        .from(waitingListEntries)
        .where(offerWithoutLiveHold(now));
      return rows.map((row) => row.clubId);
    },

    async markOffered(entryId: number, now: Date, expiresAt: Date) {
      await db
        .update(waitingListEntries)
        .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt })
        .where(eq(waitingListEntries.id, entryId));
    },

    async close(entryId: number, status: ClosedStatus, now: Date) {
      await db.update(waitingListEntries).set({ status, closedAt: now }).where(eq(waitingListEntries.id, entryId));
    },

    /** Closes the open entries of children who now have a place in the run (booked through an offer or not). */
    async closeBooked(places: { childId: number; runId: number }[], now: Date) {
      for (const { childId, runId } of places) {
        await db
          .update(waitingListEntries)
          .set({ status: 'booked', closedAt: now })
          .where(and(eq(waitingListEntries.childId, childId), eq(waitingListEntries.runId, runId), isOpen));
      }
    },

    /** What an email about an entry names: the parent, the child, the class, where it meets and the club. */
    async offerFacts(entryId: number) {
      const [row] = await db
        .select({
          venue: { name: venues.name, address: venues.address, postcode: venues.postcode },
          email: users.email,
          firstName: users.firstName,
          childName: children.firstName,
          className: runs.className,
          clubName: clubs.name,
          subdomain: clubs.subdomain,
          timeZone: clubs.timeZone,
          // Its emails also reach the family's inbox at the club.
          inbox: { clubId: waitingListEntries.clubId, userId: waitingListEntries.parentUserId },
        })
        .from(waitingListEntries)
        .innerJoin(users, eq(users.id, waitingListEntries.parentUserId))
        .innerJoin(children, eq(children.id, waitingListEntries.childId))
        .innerJoin(runs, eq(runs.id, waitingListEntries.runId))
        .innerJoin(venues, eq(venues.id, runs.venueId))
        .innerJoin(clubs, eq(clubs.id, waitingListEntries.clubId))
        .where(eq(waitingListEntries.id, entryId));
      return row;
    },
  };
}

export type WaitingListRepository = ReturnType<typeof waitingListRepository>;
