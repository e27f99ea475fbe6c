import { REGIONS } from '@clubroom/domain/rules';
import { and, asc, between, eq, exists, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { camps, clubs, runs, venues } from '../../db/schema/index.js';
import { premiumListings } from '../../db/schema/listing.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { resolvedClubColumns } from '../clubs/index.js';

/** The countries whose clubs the listing site lists (club fee data's `supportsListingSite`). */
const LISTING_COUNTRIES = REGIONS.filter((region) => region.supportsListingSite).map((region) => region.code);

/** An area to look in: latitudes and longitudes from and to, both included. */
export interface Box {
  latitude: [number, number];
  longitude: [number, number];
}

/** On the listing site: 'List my classes' on (`clubs.listed`), in a country that has the listing site. */
const onListingSite = and(eq(clubs.listed, true), inArray(clubs.country, LISTING_COUNTRIES));

/** The listing site's reads (clubs, venues, prices: every club's public facts) and the premium marks it owns. */
export function listingRepository(db: Db) {
  return {
    /** Clubs on the listing site; with an area, only those with a venue in it. */
    listedClubs(box: Box | null): Promise<ResolvedClub[]> {
      const venueIn = (area: Box) =>
        exists(
          db
            .select({ id: venues.id })
            .from(venues)
            .where(
              and(
                eq(venues.clubId, clubs.id),
                between(venues.latitude, ...area.latitude),
                between(venues.longitude, ...area.longitude),
              ),
            ),
        );
      return db
        .select(resolvedClubColumns)
        .from(clubs)
        .where(box ? and(onListingSite, venueIn(box)) : onListingSite)
        .orderBy(asc(clubs.id));
    },
    /** The premium clubs on the listing site, with each located venue (a club without one has `latitude` null). */
    premiumClubVenues() {
      return db
        .select({
          subdomain: clubs.subdomain,
          name: clubs.name,
          description: clubs.description,
          latitude: venues.latitude,
          longitude: venues.longitude,
        })
        .from(premiumListings)
        .innerJoin(clubs, eq(clubs.id, premiumListings.clubId))
        .leftJoin(venues, and(eq(venues.clubId, clubs.id), isNotNull(venues.latitude), isNotNull(venues.longitude)))
        .where(onListingSite)
        .orderBy(asc(clubs.name), asc(clubs.id));
    },
    /** Runs' prices and camps' prices a week, minor units (the cached schedule carries neither). */
    async prices(runIds: number[], campIds: number[]) {
      const [runRows, campRows] = await Promise.all([
        runIds.length === 0
          ? []
          : db
              .select({ id: runs.id, pricePerSession: runs.pricePerSession, pricePerTerm: runs.pricePerTerm })
              .from(runs)
              .where(inArray(runs.id, runIds)),
        campIds.length === 0
          ? []
          : db.select({ id: camps.id, price: camps.weekPrice }).from(camps).where(inArray(camps.id, campIds)),
      ]);
      return {
        runs: new Map(runRows.map(({ id, ...prices }) => [id, prices])),
        campWeek: new Map(campRows.map((row) => [row.id, row.price])),
      };
    },
    async clubToMark(clubId: number) {
      const [row] = await db
        .select({ id: clubs.id, subdomain: clubs.subdomain, listed: clubs.listed, country: clubs.country })
        .from(clubs)
        .where(eq(clubs.id, clubId));
      return row ?? null;
    },
    async mark(clubId: number, markedBy: number, premium: boolean) {
      if (!premium) return void (await db.delete(premiumListings).where(eq(premiumListings.clubId, clubId)));
      await db.insert(premiumListings).values({ clubId, markedBy }).onConflictDoNothing();
    },
  };
}

export type ListingRepository = ReturnType<typeof listingRepository>;
