import type { TrophyBody } from '@clubroom/domain/api';
import type { LevelRun } from '@clubroom/domain/rules';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, children, runs, terms, users, venues } from '../../db/schema/index.js';
import { moveUpMarks, trophies, trophyAwards } from '../../db/schema/trophies.js';
import { placedAt } from '../booking/index.js';

/** A trophy's picture's address, changing with each new picture (its key's first characters) so no cache keeps an old one. */
const imageUrlOf = sql<string | null>`case when ${trophies.imageKey} is null then null
  else '/api/v4/trophies/' || ${trophies.id} || '/image?v=' || substr(${trophies.imageKey}, 10, 8) end`;

const trophyView = {
  trophyId: trophies.id,
  activity: trophies.activity,
  name: trophies.name,
  position: trophies.position,
  colour: trophies.colour,
  imageUrl: imageUrlOf,
  awardedCount: sql<number>`(select count(*) from ${trophyAwards} a where a.trophy_id = ${trophies.id})`.mapWith(
    Number,
  ),
};
const byOrder = [asc(trophies.activity), asc(trophies.position), asc(trophies.name), asc(trophies.id)];
const awardView = {
  awardId: trophyAwards.id,
  childId: trophyAwards.childId,
  trophyId: trophyAwards.trophyId,
  awardedAt: trophyAwards.awardedAt,
};

/** Trophies, their awards and the move-up marks of a club: every read and write scoped by the club's id. */
export function trophiesRepository(db: Db) {
  return {
    list: (clubId: number) =>
      db
        .select(trophyView)
        .from(trophies)
        .where(eq(trophies.clubId, clubId))
        .orderBy(...byOrder),

    ofActivity: (clubId: number, activity: string) =>
      db
        .select(trophyView)
        .from(trophies)
        .where(and(eq(trophies.clubId, clubId), eq(trophies.activity, activity)))
        .orderBy(...byOrder),

    async find(clubId: number, trophyId: number) {
      const [row] = await db
        .select(trophyView)
        .from(trophies)
        .where(and(eq(trophies.clubId, clubId), eq(trophies.id, trophyId)));
      return row ?? null;
    },

    /** A trophy's picture's key and type, or null (another club's trophy, or none). */
    async imageOf(clubId: number, trophyId: number) {
      const [row] = await db
        .select({ key: trophies.imageKey, type: trophies.imageType })
        .from(trophies)
        .where(and(eq(trophies.clubId, clubId), eq(trophies.id, trophyId)));
      return row?.key && row.type ? { key: row.key, type: row.type } : null;
    },

    async setImage(clubId: number, trophyId: number, image: { key: string; type: string } | null) {
      await db
        .update(trophies)
        .set({ imageKey: image?.key ?? null, imageType: image?.type ?? null })
        .where(and(eq(trophies.clubId, clubId), eq(trophies.id, trophyId)));
    },

    /** Whether another of the club's trophies of the activity has the name. */
    async nameTaken(clubId: number, body: Pick<TrophyBody, 'activity' | 'name'>, exceptId: number | null) {
      const rows = await db
        .select({ id: trophies.id })
        .from(trophies)
        .where(and(eq(trophies.clubId, clubId), eq(trophies.activity, body.activity), eq(trophies.name, body.name)));
      return rows.some((row) => row.id !== exceptId);
    },

    /** The class names of the club's runs: the activities a trophy can be given for. */
    async activities(clubId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ className: runs.className })
        .from(runs)
        .where(eq(runs.clubId, clubId))
        .orderBy(asc(runs.className));
      return rows.map((row) => row.className);
    },

    async insert(clubId: number, body: TrophyBody, now: Date): Promise<void> {
      await db.insert(trophies).values({ clubId, ...body, createdAt: now });
    },

    async update(clubId: number, trophyId: number, body: TrophyBody): Promise<void> {
      await db
        .update(trophies)
        .set(body)
        .where(and(eq(trophies.clubId, clubId), eq(trophies.id, trophyId)));
    },

    /** Removes a trophy nobody holds; false when someone does (the award keeps it). */
    async removeUnheld(clubId: number, trophyId: number): Promise<boolean> {
      const removed = await db
        .delete(trophies)
        .where(
          and(
            eq(trophies.clubId, clubId),
            eq(trophies.id, trophyId),
            sql`not exists (select 1 from ${trophyAwards} a where a.trophy_id = ${trophies.id})`,
          ),
        )
        .returning({ id: trophies.id });
      return removed.length > 0;
    },

    /** The awards of these trophies held by the children placed on the run (on any run). */
    awardsOnRun(clubId: number, runId: number, trophyIds: number[]) {
      if (trophyIds.length === 0) return Promise.resolve([]);
      const onRun = db
        .select({ childId: bookings.childId })
        .from(bookings)
        .where(and(placedAt(clubId), eq(bookings.runId, runId)));
      return db
        .select(awardView)
        .from(trophyAwards)
        .where(
          and(
            eq(trophyAwards.clubId, clubId),
            inArray(trophyAwards.trophyId, trophyIds),
            inArray(trophyAwards.childId, onRun),
          ),
        )
        .orderBy(asc(trophyAwards.awardedAt), asc(trophyAwards.id));
    },

    /** Awards the trophy; awarding it again answers the first award (`created` false). */
    async award(row: {
      clubId: number;
      trophyId: number;
      childId: number;
      runId: number;
      awardedByUserId: number;
      awardedAt: Date;
    }) {
      const [created] = await db.insert(trophyAwards).values(row).onConflictDoNothing().returning(awardView);
      if (created) return { award: created, created: true };
      const [first] = await db
        .select(awardView)
        .from(trophyAwards)
        .where(and(eq(trophyAwards.trophyId, row.trophyId), eq(trophyAwards.childId, row.childId)));
      return { award: first!, created: false };
    },

    /** Takes back an award made on the run; false when there is none. */
    async undo(clubId: number, runId: number, awardId: number): Promise<boolean> {
      const removed = await db
        .delete(trophyAwards)
        .where(and(eq(trophyAwards.clubId, clubId), eq(trophyAwards.runId, runId), eq(trophyAwards.id, awardId)))
        .returning({ id: trophyAwards.id });
      return removed.length > 0;
    },

    /** Marks the award's email as going, once: the award, with its family, when it was still to email. */
    async claimEmail(clubId: number, awardId: number, now: Date) {
      const [claimed] = await db
        .update(trophyAwards)
        .set({ emailedAt: now })
        .where(and(eq(trophyAwards.clubId, clubId), eq(trophyAwards.id, awardId), isNull(trophyAwards.emailedAt)))
        .returning({ id: trophyAwards.id });
      return claimed ? this.awardFacts(clubId, awardId) : null;
    },

    /** An award with its trophy, child and the child's parent (for the email and the certificate). */
    async awardFacts(clubId: number, awardId: number) {
      const [row] = await db
        .select({
          awardId: trophyAwards.id,
          awardedAt: trophyAwards.awardedAt,
          trophyName: trophies.name,
          activity: trophies.activity,
          colour: trophies.colour,
          imageKey: trophies.imageKey,
          imageType: trophies.imageType,
          childId: children.id,
          childFirstName: children.firstName,
          childLastName: children.lastName,
          parentUserId: children.parentUserId,
          parentEmail: users.email,
          parentFirstName: users.firstName,
        })
        .from(trophyAwards)
        .innerJoin(trophies, eq(trophies.id, trophyAwards.trophyId))
        .innerJoin(children, eq(children.id, trophyAwards.childId))
        .innerJoin(users, eq(users.id, children.parentUserId))
        .where(and(eq(trophyAwards.clubId, clubId), eq(trophyAwards.id, awardId)));
      return row ?? null;
    },

    /** A child's awards at the club, newest first. */
    childAwards: (clubId: number, childId: number) =>
      db
        .select({
          awardId: trophyAwards.id,
          trophyName: trophies.name,
          activity: trophies.activity,
          colour: trophies.colour,
          imageUrl: imageUrlOf,
          awardedAt: trophyAwards.awardedAt,
        })
        .from(trophyAwards)
        .innerJoin(trophies, eq(trophies.id, trophyAwards.trophyId))
        .where(and(eq(trophyAwards.clubId, clubId), eq(trophyAwards.childId, childId)))
        .orderBy(desc(trophyAwards.awardedAt), desc(trophyAwards.id)),

    /** The children marked ready to move up on the run. */
    async readyToMoveUp(clubId: number, runId: number): Promise<number[]> {
      const rows = await db
        .select({ childId: moveUpMarks.childId })
        .from(moveUpMarks)
        .where(and(eq(moveUpMarks.clubId, clubId), eq(moveUpMarks.runId, runId)))
        .orderBy(asc(moveUpMarks.childId));
      return rows.map((row) => row.childId);
    },

    async setReady(row: { clubId: number; runId: number; childId: number; markedByUserId: number; markedAt: Date }) {
      await db.insert(moveUpMarks).values(row).onConflictDoNothing();
    },

    async clearReady(clubId: number, runId: number, childId: number) {
      await db
        .delete(moveUpMarks)
        .where(and(eq(moveUpMarks.clubId, clubId), eq(moveUpMarks.runId, runId), eq(moveUpMarks.childId, childId)));
    },

    /** The club's runs of an activity (class name, any case) as the next-level rule compares them. */
    levelRuns(clubId: number, className: string): Promise<(LevelRun & { termName: string; venueName: string })[]> {
      return db
        .select({
          runId: runs.id,
          className: runs.className,
          termName: terms.name,
          termStartsAt: sql<number>`extract(epoch from ${terms.startsAt})`.mapWith(Number),
          venueId: runs.venueId,
          venueName: venues.name,
          weekMinute: sql<number | null>`(select min(((ct.day_of_week + 6) % 7) * 1440 + ct.start_hour * 60
            + ct.start_minute) from run_class_times ct where ct.run_id = ${runs.id})`.mapWith(
            (value: number | string | null) => (value === null ? null : Number(value)),
          ),
        })
        .from(runs)
        .innerJoin(terms, eq(terms.id, runs.termId))
        .innerJoin(venues, eq(venues.id, runs.venueId))
        .where(and(eq(runs.clubId, clubId), sql`lower(trim(${runs.className})) = lower(trim(${className}))`));
    },
  };
}
export type TrophiesRepository = ReturnType<typeof trophiesRepository>;
