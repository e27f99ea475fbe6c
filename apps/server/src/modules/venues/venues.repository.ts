import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { camps, runs, terms, venues } from '../../db/schema/index.js';

/** A venue's row as this module writes it: coordinates null when its postcode was not found. */
export interface VenueRow {
  name: string;
  address: string;
  postcode: string;
  notes: string;
  latitude: number | null;
  longitude: number | null;
}

/** The club's venues (this module writes the table); every query is scoped by the club id. */
export function venuesRepository(db: Db) {
  return {
    list(clubId: number, venueId?: number) {
      return db
        .select()
        .from(venues)
        .where(and(eq(venues.clubId, clubId), venueId === undefined ? undefined : eq(venues.id, venueId)))
        .orderBy(asc(venues.name), asc(venues.id));
    },

    async find(clubId: number, venueId: number) {
      const [row] = await db
        .select()
        .from(venues)
        .where(and(eq(venues.clubId, clubId), eq(venues.id, venueId)));
      return row ?? null;
    },

    /**
     * The venue locked for the transaction: a run or camp naming it waits for its key, so what uses
     * it is known until commit.
     */
    async lock(clubId: number, venueId: number): Promise<boolean> {
      const rows = await db
        .select({ id: venues.id })
        .from(venues)
        .where(and(eq(venues.clubId, clubId), eq(venues.id, venueId)))
        .for('update');
      return rows.length > 0;
    },

    /** The runs (with their term's name) held at these venues. */
    runsAt(clubId: number, venueIds: number[]) {
      if (venueIds.length === 0) return Promise.resolve([]);
      return db
        .select({ venueId: runs.venueId, runId: runs.id, className: runs.className, termName: terms.name })
        .from(runs)
        .innerJoin(terms, eq(terms.id, runs.termId))
        .where(and(eq(runs.clubId, clubId), inArray(runs.venueId, venueIds)))
        .orderBy(asc(terms.startsAt), asc(runs.className), asc(runs.id));
    },

    /** The camps held at these venues. */
    campsAt(clubId: number, venueIds: number[]) {
      if (venueIds.length === 0) return Promise.resolve([]);
      return db
        .select({ venueId: camps.venueId, campId: camps.id, className: camps.className })
        .from(camps)
        .where(and(eq(camps.clubId, clubId), inArray(camps.venueId, venueIds)))
        .orderBy(asc(camps.className), asc(camps.id));
    },

    async insert(clubId: number, venue: VenueRow): Promise<number> {
      const [row] = await db
        .insert(venues)
        .values({ clubId, ...venue })
        .returning({ id: venues.id });
      return row.id;
    },

    async update(clubId: number, venueId: number, venue: VenueRow): Promise<void> {
      await db
        .update(venues)
        .set(venue)
        .where(and(eq(venues.clubId, clubId), eq(venues.id, venueId)));
    },

    async delete(clubId: number, venueId: number): Promise<void> {
      await db.delete(venues).where(and(eq(venues.clubId, clubId), eq(venues.id, venueId)));
    },
  };
}

export type VenuesRepository = ReturnType<typeof venuesRepository>;
