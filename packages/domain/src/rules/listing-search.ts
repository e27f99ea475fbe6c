import type { ListingResult } from '../api/listing.js';
import type { Camp, Run, ScheduleResponse } from '../api/schedule.js';
import { clubPages, pagePath } from '../pages.js';
import type { DayKey } from './days.js';
import { haversineMiles, type LatLng } from './distance.js';
import { prorataPrice, type RunPrices } from './prorata.js';
import { campMatches, defaultFilters, isRunFull, runMatches, type ScheduleFilters } from './schedule-filters.js';
import { nextSessionOf, sessionHappens, sessionsAheadOf } from './session-dates.js';
import type { TimeBand } from './time-bands.js';

/** At most this many results are answered (the rest are counted in `total`). */
export const LISTING_RESULTS_MAX = 60;

/** What the listing site searches for (every part optional but the radius). */
export interface ListingCriteria {
  origin: LatLng | null;
  radius: number;
  age?: number;
  day?: DayKey;
  time?: TimeBand;
  /** Words that must all be in the class's or camp's name, in any case. */
  activity?: string;
}

/** A club on the listing site, as its results show it. */
export interface ListedClub {
  subdomain: string;
  name: string;
  timeZone: string;
  currency: string;
  premium: boolean;
  /** The club's own site (`https://demo.clubroom.example`). */
  origin: string;
}

/** What the cached schedule lacks: each run's prices and each camp's price a week, minor units. */
export interface ListingPrices {
  runs: ReadonlyMap<number, RunPrices>;
  campWeek: ReadonlyMap<number, number>;
}

/** What joining the run costs now: the sessions left, pro-rata (as its page's `priceForRemaining`). */
function priceToJoin(run: Run, prices: RunPrices | undefined, nowSeconds: number): number {
  if (!prices) return 0;
  const sessionsTotal = run.sessions.filter(sessionHappens).length;
  return prorataPrice({ ...prices, sessionsTotal, sessionsLeft: sessionsAheadOf(run.sessions, nowSeconds).length });
}

const filtersOf = (c: ListingCriteria): ScheduleFilters => ({
  ...defaultFilters,
  days: c.day ? [c.day] : [],
  times: c.time ? [c.time] : [],
  age: { value: c.age ?? 'any', unit: 'years' },
  distance: { ...defaultFilters.distance, radius: c.radius },
});

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
const namesActivity = (name: string, activity: string | undefined) =>
  !activity || wordsOf(activity).every((word) => name.toLowerCase().includes(word));

function milesFrom(origin: LatLng | null, place: { latitude: number | null; longitude: number | null }) {
  if (!origin || place.latitude === null || place.longitude === null) return null;
  return Math.round(haversineMiles(origin, { latitude: place.latitude, longitude: place.longitude }) * 10) / 10;
}

/** The start of the camp's next week to begin, or null when none is left to book. */
const nextCampWeek = (camp: Camp, nowSeconds: number): number | null =>
  camp.weeks.find((w) => w.weekStart > nowSeconds)?.weekStart ?? null;

/**
 * One club's classes and camps that the search finds, from its cached public schedule: by age,
 * day, time and distance as the schedule's own filters read them (`runMatches`, `campMatches`),
 * and by activity (every word in the name). Those with nothing left to book are left out.
 */
export function listingResultsOf(
  club: ListedClub,
  schedule: ScheduleResponse,
  prices: ListingPrices,
  criteria: ListingCriteria,
  nowSeconds: number,
): ListingResult[] {
  const filters = filtersOf(criteria);
  const ctx = { timeZone: club.timeZone, origin: criteria.origin };
  const common = {
    club: { subdomain: club.subdomain, name: club.name, premium: club.premium },
    timeZone: club.timeZone,
    currency: club.currency,
  };
  const results: ListingResult[] = [];
  for (const run of schedule.terms.flatMap((t) => t.runs)) {
    const nextSession = nextSessionOf(run.sessions, nowSeconds)?.startTime ?? null;
    if (nextSession === null || !runMatches(run, filters, ctx) || !namesActivity(run.className, criteria.activity))
      continue;
    results.push({
      ...common,
      kind: 'class',
      id: run.runId,
      name: run.className,
      url: club.origin + pagePath(clubPages.runInfo, { runId: run.runId }),
      venueName: run.venueName,
      distanceMiles: milesFrom(criteria.origin, run),
      nextSession,
      price: priceToJoin(run, prices.runs.get(run.runId), nowSeconds),
      priceUnit: 'term',
      placesLeft: isRunFull(run) ? 0 : run.capacity - run.bookingsCount,
      ageFrom: run.ageFrom,
      ageTo: run.ageTo,
    });
  }
  // Day and time bands are a weekly class's: a search naming them finds classes only.
  if (criteria.day || criteria.time) return results;
  for (const camp of schedule.camps) {
    const nextSession = nextCampWeek(camp, nowSeconds);
    if (nextSession === null || !campMatches(camp, filters, ctx) || !namesActivity(camp.className, criteria.activity))
      continue;
    results.push({
      ...common,
      kind: 'camp',
      id: camp.campId,
      name: camp.className,
      url: club.origin + pagePath(clubPages.campInfo, { campId: camp.campId }),
      venueName: camp.venueName,
      distanceMiles: milesFrom(criteria.origin, camp),
      nextSession,
      price: prices.campWeek.get(camp.campId) ?? 0,
      priceUnit: 'week',
      placesLeft: null,
      ageFrom: camp.ageFromInMonths,
      ageTo: camp.ageToInMonths,
    });
  }
  return results;
}

const nullsLast = (a: number | null, b: number | null) => (a ?? Infinity) - (b ?? Infinity);

/** Premium clubs first, then the nearest, then the soonest, then by name: the listing's one order. */
export const compareListingResults = (a: ListingResult, b: ListingResult): number =>
  Number(b.club.premium) - Number(a.club.premium) ||
  nullsLast(a.distanceMiles, b.distanceMiles) ||
  nullsLast(a.nextSession, b.nextSession) ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);
