import type { Camp, Run, ScheduleResponse, Term } from '../api/schedule.js';
import { isAgeChoice, runMatchesAge } from './age.js';
import { dayKeyOfName, dayKeys, type DayKey } from './days.js';
import { haversineMiles, type LatLng } from './distance.js';
import { timeBandOf, timeBands, type TimeBand } from './time-bands.js';

/** The public schedule's filter state (spec §3 "Filter state"), as the query string carries it. */
export interface ScheduleFilters {
  /**
   * Days to show, Monday first (a run passes when any of its sessions falls on one); none is any
   * day. The query carries one as `day=mon` and several as `days=mon,tue`.
   */
  days: DayKey[];
  /**
   * Time bands to show, morning first (a run passes when it starts in one); none is any time. The
   * query carries one as `availableTime=evening` and several as `time[morning]=true&time[evening]=true`.
   */
  times: TimeBand[];
  className: string | 'any';
  venueName: string | 'any';
  showTerms: boolean;
  showCamps: boolean;
  onlyAvailableRuns: boolean;
  age: { value: number | 'any'; unit: 'years' };
  distance: { postcode: string; latitude: number | null; longitude: number | null; radius: number };
}

export const DEFAULT_RADIUS_MILES = 5;

/** Spec §4: day any, time any, age any, class any, venue any, camps and terms shown, only-available off, radius 5. */
export const defaultFilters: ScheduleFilters = {
  days: [],
  times: [],
  className: 'any',
  venueName: 'any',
  showTerms: true,
  showCamps: true,
  onlyAvailableRuns: false,
  age: { value: 'any', unit: 'years' },
  distance: { postcode: '', latitude: null, longitude: null, radius: DEFAULT_RADIUS_MILES },
};

const MAX_TEXT = 100;
const bool = (v: string | null, fallback: boolean) => (v === 'true' ? true : v === 'false' ? false : fallback);
const text = (v: string | null) => (v && v.trim() && v.length <= MAX_TEXT ? v.trim() : null);
function numberIn(v: string | null, min: number, max: number): number | null {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

/** The keys among `values` (each may be a comma-separated list, in any case), once each and in `keys`' order. */
function keysIn<K extends string>(keys: readonly K[], values: string[]): K[] {
  const wanted = new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase()));
  return keys.filter((k) => wanted.has(k));
}

/** Reads filters from a query string; anything unknown or malformed falls back to its default. */
export function parseFilterQuery(query: string | URLSearchParams): ScheduleFilters {
  let params: URLSearchParams;
  try {
    params = typeof query === 'string' ? new URLSearchParams(query.startsWith('?') ? query.slice(1) : query) : query;
  } catch {
    return structuredClone(defaultFilters);
  }
  const get = (key: string) => params.get(key);
  const f = structuredClone(defaultFilters);

  // `day` and `days` both name days to show, as `availableTime` and `time[…]` both name bands.
  f.days = keysIn(
    dayKeys.map((d) => d.key),
    [...params.getAll('day'), ...params.getAll('days')],
  );
  f.times = keysIn(
    timeBands.map((b) => b.key),
    [...params.getAll('availableTime'), ...timeBands.filter((b) => get(`time[${b.key}]`) === 'true').map((b) => b.key)],
  );
  f.className = text(get('className')) ?? 'any';
  f.venueName = text(get('venueName')) ?? 'any';
  f.showTerms = bool(get('showTerms'), true);
  f.showCamps = bool(get('showCamps'), true);
  f.onlyAvailableRuns = get('onlyAvailableRuns') === 'true';

  const ageValue = numberIn(get('age[value]'), 0, 11);
  const unit = get('age[unit]');
  if (ageValue !== null && isAgeChoice(ageValue) && (unit === null || unit === 'years'))
    f.age = { value: ageValue, unit: 'years' };

  const latitude = numberIn(get('distance[latitude]'), -90, 90);
  const longitude = numberIn(get('distance[longitude]'), -180, 180);
  if (latitude !== null && longitude !== null) f.distance = { ...f.distance, latitude, longitude };
  f.distance.postcode = text(get('distance[postcode]'))?.slice(0, 10) ?? '';
  const radius = numberIn(get('distance[radius]'), 0.1, 999);
  if (radius !== null) f.distance.radius = radius;
  return f;
}

/** The query string of the filters that differ from the defaults (no leading '?'); round-trips with parseFilterQuery. */
export function filtersToQuery(f: ScheduleFilters): string {
  const pairs: [string, string][] = [];
  if (!f.showTerms) pairs.push(['showTerms', 'false']);
  if (!f.showCamps) pairs.push(['showCamps', 'false']);
  if (f.days.length === 1) pairs.push(['day', f.days[0]]);
  if (f.days.length > 1) pairs.push(['days', f.days.join(',')]);
  if (f.times.length === 1) pairs.push(['availableTime', f.times[0]]);
  if (f.className !== 'any') pairs.push(['className', f.className]);
  if (f.venueName !== 'any') pairs.push(['venueName', f.venueName]);
  if (f.onlyAvailableRuns) pairs.push(['onlyAvailableRuns', 'true']);
  if (f.age.value !== 'any') pairs.push(['age[value]', String(f.age.value)], ['age[unit]', 'years']);
  if (f.times.length > 1) for (const band of f.times) pairs.push([`time[${band}]`, 'true']);
  if (f.distance.postcode) pairs.push(['distance[postcode]', f.distance.postcode]);
  if (f.distance.latitude !== null && f.distance.longitude !== null) {
    pairs.push(
      ['distance[latitude]', String(f.distance.latitude)],
      ['distance[longitude]', String(f.distance.longitude)],
    );
  }
  if (f.distance.radius !== DEFAULT_RADIUS_MILES) pairs.push(['distance[radius]', String(f.distance.radius)]);
  // Brackets and commas stay readable in shared links; the rest of each value is encoded.
  return pairs.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/g, ',')}`).join('&');
}

export const isFiltering = (f: ScheduleFilters) => filtersToQuery(f) !== '';

export interface FilterContext {
  timeZone: string;
  /** Where the distance filter measures from (a geocoded postcode or the browser's location). */
  origin: LatLng | null;
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function withinDistance(
  place: { latitude: number | null; longitude: number | null },
  f: ScheduleFilters,
  ctx: FilterContext,
): boolean {
  if (!ctx.origin) return true;
  if (place.latitude === null || place.longitude === null) return false;
  return haversineMiles(ctx.origin, { latitude: place.latitude, longitude: place.longitude }) <= f.distance.radius;
}

/** Whether a run passes the age, day, time, class, venue and distance filters (not only-available). */
export function runMatches(run: Run, f: ScheduleFilters, ctx: FilterContext): boolean {
  if (!runMatchesAge(run.ageFrom, run.ageTo, f.age.value)) return false;
  if (f.days.length > 0 && !run.sessions.some((s) => f.days.includes(dayKeyOfName(s.day)))) return false;
  if (f.times.length > 0 && !f.times.includes(timeBandOf(run.runStartTime, ctx.timeZone))) return false;
  if (f.className !== 'any' && !sameText(run.className, f.className)) return false;
  if (f.venueName !== 'any' && !sameText(run.venueName, f.venueName)) return false;
  return withinDistance(run, f, ctx);
}

/** Camps pass the age, class, venue and distance filters; day and time apply to runs only. */
export function campMatches(camp: Camp, f: ScheduleFilters, ctx: FilterContext): boolean {
  if (!runMatchesAge(camp.ageFromInMonths, camp.ageToInMonths, f.age.value)) return false;
  if (f.className !== 'any' && !sameText(camp.className, f.className)) return false;
  if (f.venueName !== 'any' && !sameText(camp.venueName, f.venueName)) return false;
  return withinDistance(camp, f, ctx);
}

/** Spec §4: a run is full when bookingsCount >= capacity; also while families wait (a freed place is theirs). */
export const isRunFull = (run: Run) => run.bookingsCount >= run.capacity || run.waitingCount > 0;
/** The count of joinable waiting lists a term card shows: the full runs among those it shows. */
export const joinableWaitingLists = (term: Term) => term.runs.filter(isRunFull).length;

/**
 * The schedule as the filters show it: terms keep their matching runs (dropped when none match);
 * with only-available on, full runs move to the waiting-list view instead.
 */
export function applyFilters(
  s: ScheduleResponse,
  f: ScheduleFilters,
  ctx: FilterContext,
): { terms: Term[]; camps: Camp[]; waitingListRuns: Run[] } {
  const waitingListRuns: Run[] = [];
  const terms: Term[] = [];
  if (f.showTerms) {
    for (const term of s.terms) {
      const matching = term.runs.filter((r) => runMatches(r, f, ctx));
      const shown = f.onlyAvailableRuns ? matching.filter((r) => !isRunFull(r)) : matching;
      if (f.onlyAvailableRuns) waitingListRuns.push(...matching.filter(isRunFull));
      if (shown.length > 0) terms.push({ ...term, runs: shown });
    }
  }
  const camps = f.showCamps ? s.camps.filter((c) => campMatches(c, f, ctx)) : [];
  return { terms, camps, waitingListRuns };
}

/** A name as it sorts: without case or accents ('Éveil' between 'ballet' and 'Zumba'). */
const sortKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The names once each, in a reader's order. Not `localeCompare`: a browser's first collation loads
 * ICU's data (~25 ms, four times that on a phone) while the schedule hydrates.
 */
function uniqueSorted(names: string[]): string[] {
  const byLower = new Map<string, string>();
  for (const n of names) if (!byLower.has(n.toLowerCase())) byLower.set(n.toLowerCase(), n);
  const keyed = [...byLower.values()].map((name) => ({ name, key: sortKey(name) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return keyed.map(({ name }) => name);
}

/**
 * The class or venue a filter names, as the control offers it: the offered name it matches (they
 * compare case-insensitively, so `?className=gymnastics` picks 'Gymnastics'), else the filter's
 * own text added to the names, so the control shows every filter in force.
 */
export function namedChoice(names: string[], chosen: string | 'any'): { value: string; names: string[] } {
  if (chosen === 'any') return { value: 'any', names };
  const offered = names.find((n) => sameText(n, chosen));
  return offered ? { value: offered, names } : { value: chosen, names: [...names, chosen] };
}

/** What the filter controls offer: days and times without classes are disabled (spec §2). */
export function scheduleOptions(s: ScheduleResponse, ctx: FilterContext) {
  const runs = s.terms.flatMap((t) => t.runs);
  const days = new Set(runs.flatMap((r) => r.sessions.map((x) => dayKeyOfName(x.day))));
  const bands = new Set(runs.map((r) => timeBandOf(r.runStartTime, ctx.timeZone)));
  return {
    days: dayKeys.map((d) => ({ ...d, enabled: days.has(d.key) })),
    times: timeBands.map((b) => ({ ...b, enabled: bands.has(b.key) })),
    classNames: uniqueSorted([...runs.map((r) => r.className), ...s.camps.map((c) => c.className)]),
    venueNames: uniqueSorted([...runs.map((r) => r.venueName), ...s.camps.map((c) => c.venueName)]),
    hasTerms: runs.length > 0,
    hasCamps: s.camps.length > 0,
  };
}

/** Spec §9: filters appear only when camps plus runs number more than 8. */
export const shouldShowFilters = (s: ScheduleResponse) =>
  s.terms.reduce((n, t) => n + t.runs.length, 0) + s.camps.length > 8;
