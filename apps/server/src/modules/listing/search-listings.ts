import type { ListingSearchQuery, ListingSearchResponse } from '@clubroom/domain/api';
import {
  clubSiteOrigin,
  compareListingResults,
  LISTING_RESULTS_MAX,
  listingResultsOf,
  type LatLng,
} from '@clubroom/domain/rules';
import type { CachedScheduleOf } from '../schedule/index.js';
import type { Box, ListingRepository } from './listing.repository.js';
import type { PremiumListingCache } from './premium-listings.js';
import { findPlace, type LocatePostcode } from './search-place.js';

export interface SearchDeps {
  repo: ListingRepository;
  premium: PremiumListingCache;
  scheduleOf: CachedScheduleOf;
  locate: LocatePostcode;
  clock: () => Date;
  publicUrl: URL;
}

const MILES_PER_DEGREE = 69;

/** The box around a circle (a little wider): the clubs with a venue in it are the only ones worth reading. */
function boxAround({ latitude, longitude }: LatLng, radius: number): Box {
  const dLat = (radius / MILES_PER_DEGREE) * 1.01;
  const dLng = dLat / Math.max(0.01, Math.cos((latitude * Math.PI) / 180));
  return { latitude: [latitude - dLat, latitude + dLat], longitude: [longitude - dLng, longitude + dLng] };
}

/**
 * The listing site's search: every listed club near the place (or every listed club), each read from its cached
 * public schedule (the schedule page's own cache), filtered and ordered by the domain's rules.
 */
export async function searchListings(deps: SearchDeps, query: ListingSearchQuery): Promise<ListingSearchResponse> {
  const { location, notice } = await findPlace(deps.locate, query);
  const [clubs, premium] = await Promise.all([
    deps.repo.listedClubs(location && boxAround(location, query.radius)),
    deps.premium.subdomains(),
  ]);
  const schedules = await Promise.all(clubs.map((club) => deps.scheduleOf(club)));
  const runIds = schedules.flatMap((s) => s.terms.flatMap((t) => t.runs.map((r) => r.runId)));
  const prices = await deps.repo.prices(
    runIds,
    schedules.flatMap((s) => s.camps.map((c) => c.campId)),
  );
  const nowSeconds = Math.floor(deps.clock().getTime() / 1000);
  const criteria = { ...query, origin: location };
  const results = clubs
    .flatMap((club, i) =>
      listingResultsOf(
        { ...club, premium: premium.has(club.subdomain), origin: clubSiteOrigin(deps.publicUrl, club.subdomain) },
        schedules[i],
        prices,
        criteria,
        nowSeconds,
      ),
    )
    .sort(compareListingResults);
  return {
    location,
    radius: query.radius,
    notice,
    total: results.length,
    results: results.slice(0, LISTING_RESULTS_MAX),
  };
}
