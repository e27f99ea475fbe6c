import type { PremiumListing } from '@clubroom/domain/api';
import { clubSiteOrigin, haversineMiles, type LatLng } from '@clubroom/domain/rules';
import { singleFlight } from '../../lib/single-flight.js';
import type { ListingRepository } from './listing.repository.js';

/** How long a process keeps the premium list: a mark made in another process shows within it. */
const PREMIUM_LIST_MS = 60_000;

interface PremiumClub {
  subdomain: string;
  name: string;
  description: string;
  venues: LatLng[];
}

/**
 * The premium clubs on the listing site, kept for a minute (every search reads it): the whole list, the clubs with
 * a venue in an area (nearest first), and whether a club is one. A mark made here is seen at once (`forget`).
 */
export function premiumListingCache(repo: ListingRepository, clock: () => Date, publicUrl: URL) {
  let kept: { clubs: PremiumClub[]; until: number } | null = null;
  const load = singleFlight(async () => {
    const byClub = new Map<string, PremiumClub>();
    for (const row of await repo.premiumClubVenues()) {
      const club = byClub.get(row.subdomain) ?? { ...row, venues: [] };
      if (row.latitude !== null && row.longitude !== null)
        club.venues.push({ latitude: row.latitude, longitude: row.longitude });
      byClub.set(row.subdomain, club);
    }
    return [...byClub.values()];
  });
  async function clubs(): Promise<PremiumClub[]> {
    const now = clock().getTime();
    if (kept && kept.until > now) return kept.clubs;
    const loaded = await load();
    kept = { clubs: loaded, until: now + PREMIUM_LIST_MS };
    return loaded;
  }
  const listingOf = (club: PremiumClub, distanceMiles: number | null): PremiumListing => ({
    subdomain: club.subdomain,
    name: club.name,
    description: club.description,
    url: `${clubSiteOrigin(publicUrl, club.subdomain)}/`,
    distanceMiles,
  });
  return {
    async all(): Promise<PremiumListing[]> {
      return (await clubs()).map((club) => listingOf(club, null));
    },
    async near(origin: LatLng, radius: number): Promise<PremiumListing[]> {
      return (await clubs())
        .map((club) => ({ club, miles: Math.min(...club.venues.map((venue) => haversineMiles(origin, venue))) }))
        .filter(({ miles }) => miles <= radius)
        .sort((a, b) => a.miles - b.miles)
        .map(({ club, miles }) => listingOf(club, Math.round(miles * 10) / 10));
    },
    async subdomains(): Promise<Set<string>> {
      return new Set((await clubs()).map((club) => club.subdomain));
    },
    forget() {
      kept = null;
    },
  };
}

export type PremiumListingCache = ReturnType<typeof premiumListingCache>;
