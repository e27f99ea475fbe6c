import { addDays } from '@clubroom/domain/rules';
import type {
  CampDefinition,
  ClubDefinition,
  RunDefinition,
  VenueDefinition,
} from '../../apps/server/src/db/seed/club-definition.js';

/**
 * A big, deterministic club for the schedule-read benchmark: 300 runs over two terms around
 * `today` (a term in progress and the next one), 10 venues and 30 holiday camps of 1–3 weeks.
 * The same `today` always gives the same definition.
 */
export const BENCH_RUNS = 300;
export const BENCH_CAMPS = 30;

/** mulberry32: a tiny seeded PRNG, so every run of the benchmark seeds the same club. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  return { next, int, pick };
}

const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

const VENUES: VenueDefinition[] = [
  {
    key: 'v1',
    name: 'Battersea Park Sports Centre',
    address: 'Albert Bridge Road, London',
    postcode: 'SW11 4NJ',
    latitude: 51.4791,
    longitude: -0.1566,
  },
  {
    key: 'v2',
    name: 'Clapham Leisure Centre',
    address: '141 Clapham Manor Street, London',
    postcode: 'SW4 6DB',
    latitude: 51.4647,
    longitude: -0.1387,
  },
  {
    key: 'v3',
    name: 'Brixton Recreation Centre',
    address: '27 Brixton Station Road, London',
    postcode: 'SW9 8QQ',
    latitude: 51.4627,
    longitude: -0.1146,
  },
  {
    key: 'v4',
    name: 'Balham Leisure Centre',
    address: 'Elmfield Road, London',
    postcode: 'SW17 8AN',
    latitude: 51.4434,
    longitude: -0.1512,
  },
  {
    key: 'v5',
    name: 'Tooting Common Pavilion',
    address: 'Dr Johnson Avenue, London',
    postcode: 'SW17 7BQ',
    latitude: 51.4336,
    longitude: -0.146,
  },
  {
    key: 'v6',
    name: 'Streatham Ice and Leisure',
    address: '390 Streatham High Road, London',
    postcode: 'SW16 6HX',
    latitude: 51.4254,
    longitude: -0.1305,
  },
  {
    key: 'v7',
    name: 'Dulwich Sports Hall',
    address: 'Crystal Palace Road, London',
    postcode: 'SE22 9HB',
    latitude: 51.456,
    longitude: -0.0716,
  },
  {
    key: 'v8',
    name: 'Wandsworth Town Hall Studio',
    address: 'Wandsworth High Street, London',
    postcode: 'SW18 2PU',
    latitude: 51.4571,
    longitude: -0.192,
  },
  {
    key: 'v9',
    name: 'Putney Leisure Centre',
    address: 'Dryburgh Road, London',
    postcode: 'SW15 1BL',
    latitude: 51.465,
    longitude: -0.2265,
  },
  {
    key: 'v10',
    name: 'Kennington Park Centre',
    address: 'Kennington Park Road, London',
    postcode: 'SE11 4BE',
    latitude: 51.4838,
    longitude: -0.1105,
  },
];

/** Class names with the age band (months) they suit. */
const CLASSES: { name: string; ageFrom: number; ageTo: number; minutes: number }[] = [
  { name: 'Baby Sensory', ageFrom: 0, ageTo: 12, minutes: 45 },
  { name: 'Tiny Tots Football', ageFrom: 18, ageTo: 36, minutes: 45 },
  { name: 'Mini Kickers', ageFrom: 24, ageTo: 48, minutes: 50 },
  { name: 'Football Academy', ageFrom: 60, ageTo: 95, minutes: 60 },
  { name: 'Junior Football', ageFrom: 96, ageTo: 143, minutes: 75 },
  { name: 'Youth Football', ageFrom: 132, ageTo: 192, minutes: 90 },
  { name: 'Gymnastics Tots', ageFrom: 12, ageTo: 36, minutes: 45 },
  { name: 'Gymnastics', ageFrom: 48, ageTo: 131, minutes: 60 },
  { name: 'Ballet Babies', ageFrom: 12, ageTo: 36, minutes: 40 },
  { name: 'Junior Ballet', ageFrom: 48, ageTo: 96, minutes: 60 },
  { name: 'Street Dance', ageFrom: 72, ageTo: 156, minutes: 60 },
  { name: 'Family Yoga', ageFrom: 0, ageTo: 0, minutes: 60 },
  { name: 'Multi-Sports', ageFrom: 60, ageTo: 131, minutes: 60 },
  { name: 'Tennis Tots', ageFrom: 36, ageTo: 60, minutes: 45 },
  { name: 'Swim Stars', ageFrom: 36, ageTo: 120, minutes: 30 },
  { name: 'Teen Gymnastics', ageFrom: 132, ageTo: 216, minutes: 75 },
];

const CAMP_NAMES = [
  'Holiday Football Camp',
  'Gymnastics Holiday Camp',
  'Multi-Activity Camp',
  'Dance Camp',
  'Tennis Camp',
  'Cricket Camp',
  'Art and Sport Camp',
  'Swim Camp',
];

function makeRun(r: ReturnType<typeof prng>, i: number): RunDefinition {
  const cls = CLASSES[i % CLASSES.length];
  const young = cls.ageTo > 0 && cls.ageTo <= 48;
  const time = () => ({
    dow: r.int(0, 6),
    hours: young ? r.int(9, 11) : r.int(15, 18),
    mins: r.pick([0, 15, 30, 45]),
    durationMinutes: cls.minutes,
  });
  const times = r.next() < 0.15 ? [time(), time()] : [time()];
  const capacity = r.pick([8, 10, 12, 14, 16, 20, 24]);
  const pricePerSession = r.pick([700, 850, 900, 950, 1000, 1100, 1200, 1300]);
  return {
    className: cls.name,
    venue: VENUES[i % VENUES.length].key,
    capacity,
    ageFrom: cls.ageFrom,
    ageTo: cls.ageTo,
    pricePerSession,
    pricePerTerm: pricePerSession * 11 * times.length,
    ...(r.next() < 0.3 && { trial: { sessions: 1, price: r.pick([0, 500]) } }),
    times,
    // Some runs empty, most part-booked, a few full.
    bookings: r.next() < 0.1 ? capacity : r.int(0, capacity - 1),
  };
}

function makeCamp(r: ReturnType<typeof prng>, i: number, holidays: string[]): CampDefinition {
  const weeks = r.int(1, 3);
  const first = r.int(0, holidays.length - weeks);
  return {
    className: `${CAMP_NAMES[i % CAMP_NAMES.length]} ${Math.floor(i / CAMP_NAMES.length) + 1}`,
    venue: VENUES[(i * 3) % VENUES.length].key,
    description:
      'Five days of games, skills and a friendly tournament with our qualified coaches. Bring a packed lunch and water.',
    ageFrom: r.pick([48, 60, 72]),
    ageTo: r.pick([131, 143, 156]),
    capacity: r.pick([20, 24, 30, 40]),
    dayPrice: r.pick([3200, 3500, 3800, 4000]),
    weekPrice: r.pick([14000, 15000, 16500, 18000]),
    weeks: Array.from({ length: weeks }, (_, w) => ({
      name: weeks === 1 ? 'Holiday week' : `Week ${w + 1}`,
      startDate: holidays[first + w],
      ...(r.next() < 0.2 && { days: 4, hours: 9, mins: 30, durationMinutes: 330 }),
    })),
  };
}

/** The benchmark club, with subdomain `bench`, dated around `today` (YYYY-MM-DD). */
export function generateBenchClub(today: string, subdomain = 'bench'): ClubDefinition {
  const r = prng(20_240_901);
  const currentStart = addDays(mondayOf(today), -28);
  const currentEnd = addDays(currentStart, 11 * 7 - 1);
  const breakStart = addDays(currentEnd, 1);
  const nextStart = addDays(breakStart, 14);
  const nextEnd = addDays(nextStart, 12 * 7 - 1);
  // Camp weeks (Mondays): the two-week break, half-term of the next term, and three weeks after it.
  const holidays = [
    breakStart,
    addDays(breakStart, 7),
    addDays(nextStart, 42),
    addDays(nextEnd, 1),
    addDays(nextEnd, 8),
    addDays(nextEnd, 15),
  ];

  const runs = Array.from({ length: BENCH_RUNS }, (_, i) => makeRun(r, i));
  const split = Math.round(BENCH_RUNS * 0.6);
  return {
    subdomain,
    name: 'Benchmark Sports Club',
    description: 'A large club for load tests: classes across ten South London venues and holiday camps every break.',
    venues: VENUES,
    terms: [
      { name: 'Current Term', startDate: currentStart, endDate: currentEnd, runs: runs.slice(0, split) },
      { name: 'Next Term', startDate: nextStart, endDate: nextEnd, runs: runs.slice(split) },
    ],
    camps: Array.from({ length: BENCH_CAMPS }, (_, i) => makeCamp(r, i, holidays)),
  };
}
