import { and, asc, desc, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { venues } from '../../db/schema/index.js';

/** Coordinates of postcodes the platform already knows from its venues (public facts, any club). */
export function geocodingRepository(db: Db) {
  const located = and(isNotNull(venues.latitude), isNotNull(venues.longitude));
  const compactPostcode = sql`upper(replace(${venues.postcode}, ' ', ''))`;
  return {
    async meanOfPostcode(postcode: string) {
      const [row] = await db
        .select({
          latitude: sql<number | null>`avg(${venues.latitude})`,
          longitude: sql<number | null>`avg(${venues.longitude})`,
        })
        .from(venues)
        .where(and(located, sql`${compactPostcode} = ${postcode.replace(/\s/g, '')}`));
      return row?.latitude != null && row.longitude != null
        ? { latitude: Number(row.latitude), longitude: Number(row.longitude) }
        : null;
    },
    async meanOfOutwardCode(outward: string) {
      // The outward code is everything before the last three characters of a full postcode.
      const [row] = await db
        .select({
          latitude: sql<number | null>`avg(${venues.latitude})`,
          longitude: sql<number | null>`avg(${venues.longitude})`,
        })
        .from(venues)
        .where(and(located, sql`left(${compactPostcode}, length(${compactPostcode}) - 3) = ${outward}`));
      return row?.latitude != null && row.longitude != null
        ? { latitude: Number(row.latitude), longitude: Number(row.longitude) }
        : null;
    },
    /** A located venue's postcode, the club's own first (null: any club's); every geocoder finds it. */
    async knownPostcode(clubId: number | null) {
      const ownFirst = clubId === null ? [] : [desc(sql`${venues.clubId} = ${clubId}`)];
      const [row] = await db
        .select({ postcode: venues.postcode })
        .from(venues)
        .where(located)
        .orderBy(...ownFirst, asc(venues.id))
        .limit(1);
      return row?.postcode ?? null;
    },
  };
}

export type GeocodingRepository = ReturnType<typeof geocodingRepository>;
