import { addDays, generateSessions } from '@clubroom/domain/rules';
import type { ClubDefinition, RunDefinition, TermBreakDefinition, TermDefinition } from './club-definition.js';
import { demoPolicies } from './demo-policies.js';

/** The Monday on or before a YYYY-MM-DD date. */
function mondayOf(date: string): string {
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((dow + 6) % 7));
}

const SEASONS = ['Spring', 'Summer', 'Autumn'] as const;

/**
 * A term's name by the season it starts in ('Autumn Term 2026'); the term after another takes the season after that
 * one's, so the two never share a name (a term starting in late December is next year's spring term).
 */
function termName(startDate: string, afterTermStarting?: string): string {
  const seasonAt = (date: string) => {
    const month = Number(date.slice(5, 7));
    return month >= 9 ? 2 : month >= 4 ? 1 : 0;
  };
  if (afterTermStarting === undefined) return `${SEASONS[seasonAt(startDate)]} Term ${startDate.slice(0, 4)}`;
  const next = seasonAt(afterTermStarting) + 1;
  const year = Number(afterTermStarting.slice(0, 4)) + (next === SEASONS.length ? 1 : 0);
  return `${SEASONS[next % SEASONS.length]} Term ${year}`;
}

/**
 * A term's breaks, as schools have them: half term in the term's seventh week, and over Christmas
 * the two weeks (Monday to Sunday) holding Christmas Day and New Year's Day, wherever the term
 * reaches them. A half term that would fall in the Christmas break is left out.
 */
function breaksOf(startDate: string, endDate: string): TermBreakDefinition[] {
  const overlaps = (b: TermBreakDefinition, from: string, to: string) => b.from <= to && b.to >= from;
  const christmases = [Number(startDate.slice(0, 4)), Number(endDate.slice(0, 4))]
    .filter((year, i, years) => years.indexOf(year) === i)
    .map((year) => {
      const from = mondayOf(`${year}-12-25`);
      return { name: 'Christmas holidays', from, to: addDays(from, 13) };
    })
    .filter((b) => overlaps(b, startDate, endDate));
  const halfTermFrom = addDays(startDate, 6 * 7);
  const halfTerm = { name: 'Half term', from: halfTermFrom, to: addDays(halfTermFrom, 6) };
  const clashes = halfTerm.to > endDate || christmases.some((c) => overlaps(c, halfTerm.from, halfTerm.to));
  return [...(clashes ? [] : [halfTerm]), ...christmases].sort((a, b) => a.from.localeCompare(b.from));
}

type DemoRun = Omit<RunDefinition, 'pricePerTerm'>;

/** A term of demo's with its breaks; each run's term price is its sessions that happen at the session price. */
function demoTerm(name: string, startDate: string, endDate: string, runs: DemoRun[]): TermDefinition {
  const breaks = breaksOf(startDate, endDate);
  const sessionsOf = (run: DemoRun) =>
    generateSessions({
      startDate,
      endDate,
      classTimes: run.times,
      timeZone: 'Europe/London',
      breaks,
      skippedDates: run.skippedDates,
    }).length;
  return {
    name,
    startDate,
    endDate,
    breaks,
    runs: runs.map((run) => ({ ...run, pricePerTerm: run.pricePerSession * sessionsOf(run) })),
  };
}

const weekly = (dow: number, hours: number, mins: number, durationMinutes: number) => ({
  dow,
  hours,
  mins,
  durationMinutes,
});
const MON = 1,
  TUE = 2,
  WED = 3,
  THU = 4,
  FRI = 5,
  SAT = 6,
  SUN = 0;

/** Dates follow `today`, so the demo always has a term in progress, the next term and holiday camps. */
export function demoClub(today: string): ClubDefinition {
  const currentStart = addDays(mondayOf(today), -28);
  const currentEnd = addDays(currentStart, 11 * 7 - 1);
  const breakStart = addDays(currentEnd, 1);
  const nextStart = addDays(breakStart, 14);
  const nextEnd = addDays(nextStart, 12 * 7 - 1);

  const currentRuns: DemoRun[] = [
    {
      className: 'Baby Sensory',
      venue: 'clapham',
      capacity: 10,
      ageFrom: 0,
      ageTo: 12,
      pricePerSession: 950,
      times: [weekly(MON, 9, 30, 45)],
      bookings: 6,
    },
    {
      className: 'Tiny Tots Football',
      venue: 'battersea',
      capacity: 12,
      ageFrom: 18,
      ageTo: 36,
      pricePerSession: 850,
      trial: { sessions: 1, price: 500 },
      times: [weekly(TUE, 10, 0, 45)],
      bookings: 12,
    },
    {
      className: 'Mini Kickers',
      venue: 'battersea',
      capacity: 16,
      ageFrom: 24,
      ageTo: 48,
      pricePerSession: 900,
      trial: { sessions: 1, price: 0 },
      times: [weekly(SAT, 9, 0, 50)],
      bookings: 10,
    },
    {
      className: 'Mini Kickers',
      venue: 'brixton',
      capacity: 14,
      ageFrom: 24,
      ageTo: 48,
      pricePerSession: 900,
      times: [weekly(WED, 16, 0, 50)],
      bookings: 14,
    },
    {
      className: 'Football Academy',
      venue: 'clapham',
      capacity: 20,
      ageFrom: 60,
      ageTo: 95,
      pricePerSession: 1000,
      times: [weekly(MON, 16, 30, 60)],
      bookings: 12,
    },
    {
      className: 'Football Academy',
      venue: 'brixton',
      capacity: 20,
      ageFrom: 60,
      ageTo: 95,
      pricePerSession: 1000,
      times: [weekly(THU, 17, 0, 60)],
      bookings: 7,
    },
    {
      className: 'Junior Football',
      venue: 'battersea',
      capacity: 22,
      ageFrom: 96,
      ageTo: 143,
      pricePerSession: 1200,
      times: [weekly(FRI, 17, 30, 75)],
      bookings: 15,
    },
    {
      className: 'Youth Football',
      venue: 'battersea',
      capacity: 24,
      ageFrom: 132,
      ageTo: 192,
      pricePerSession: 1300,
      times: [weekly(TUE, 18, 30, 90)],
      bookings: 20,
    },
    {
      className: 'Gymnastics Tots',
      venue: 'balham',
      capacity: 10,
      ageFrom: 12,
      ageTo: 36,
      pricePerSession: 900,
      times: [weekly(WED, 10, 30, 45)],
      bookings: 4,
    },
    {
      className: 'Gymnastics',
      venue: 'balham',
      capacity: 18,
      ageFrom: 48,
      ageTo: 131,
      pricePerSession: 1100,
      times: [weekly(THU, 16, 0, 60)],
      bookings: 17,
    },
    {
      className: 'Gymnastics',
      venue: 'clapham',
      capacity: 18,
      ageFrom: 48,
      ageTo: 131,
      pricePerSession: 1100,
      times: [weekly(SUN, 10, 0, 60)],
      bookings: 9,
    },
    {
      className: 'Ballet Babies',
      venue: 'clapham',
      capacity: 10,
      ageFrom: 12,
      ageTo: 36,
      pricePerSession: 850,
      times: [weekly(FRI, 10, 0, 40)],
      bookings: 3,
    },
    {
      className: 'Junior Ballet',
      venue: 'balham',
      capacity: 14,
      ageFrom: 48,
      ageTo: 96,
      pricePerSession: 1000,
      times: [weekly(SAT, 11, 0, 60)],
      bookings: 11,
    },
    {
      // Free, with one place left: the demo's second family takes it, and a waiting list forms.
      className: 'Family Taster',
      venue: 'battersea',
      capacity: 6,
      ageFrom: 0,
      ageTo: 0,
      pricePerSession: 0,
      times: [weekly(SAT, 14, 0, 45)],
      bookings: 5,
    },
    {
      className: 'Family Yoga',
      venue: 'brixton',
      capacity: 25,
      ageFrom: 0,
      ageTo: 0,
      pricePerSession: 700,
      times: [weekly(SUN, 15, 0, 60)],
      bookings: 5,
      // The venue is closed on this week's Sunday: the demo's one skipped date.
      skippedDates: [addDays(mondayOf(today), 6)],
    },
    {
      className: 'Multi-Sports',
      venue: 'brixton',
      capacity: 20,
      ageFrom: 60,
      ageTo: 131,
      pricePerSession: 900,
      times: [weekly(MON, 15, 45, 60), weekly(WED, 15, 45, 60)],
      bookings: 8,
    },
    {
      className: 'Baby Sensory',
      venue: 'balham',
      capacity: 10,
      ageFrom: 0,
      ageTo: 12,
      pricePerSession: 950,
      times: [weekly(THU, 9, 30, 45)],
      bookings: 2,
    },
    {
      className: 'Teen Gymnastics',
      venue: 'balham',
      capacity: 16,
      ageFrom: 132,
      ageTo: 216,
      pricePerSession: 1300,
      // The demo's monthly payment plan: a fortnight free, then £30 a month.
      monthlyPlan: { price: 3000, trialDays: 14 },
      times: [weekly(TUE, 19, 0, 75)],
      bookings: 6,
    },
  ];
  const nextRuns = [0, 2, 4, 7, 9, 13].map((i) => ({
    ...currentRuns[i],
    bookings: Math.floor(currentRuns[i].bookings / 3),
    skippedDates: [], // the current term's only
  }));

  return {
    subdomain: 'demo',
    name: 'Little Legends Sports Club',
    description:
      'Football, gymnastics, ballet and baby classes across South London for children from 6 months to 16 years, with holiday camps every school break.',
    skinKey: 'royal', // 1d4ed8, f59e0b, eff6ff
    phone: '020 7946 0321',
    website: 'https://www.littlelegends.example',
    policies: demoPolicies,
    venues: [
      {
        key: 'battersea',
        name: 'Battersea Park Sports Centre',
        address: 'Battersea Park, Albert Bridge Road, London',
        postcode: 'SW11 4NJ',
        latitude: 51.4791,
        longitude: -0.1566,
      },
      {
        key: 'clapham',
        name: 'Clapham Leisure Centre',
        address: '141 Clapham Manor Street, London',
        postcode: 'SW4 6DB',
        latitude: 51.4647,
        longitude: -0.1387,
      },
      {
        key: 'brixton',
        name: 'Brixton Recreation Centre',
        address: '27 Brixton Station Road, London',
        postcode: 'SW9 8QQ',
        latitude: 51.4627,
        longitude: -0.1146,
      },
      {
        key: 'balham',
        name: 'Balham Leisure Centre',
        address: 'Elmfield Road, London',
        postcode: 'SW17 8AN',
        latitude: 51.4434,
        longitude: -0.1512,
      },
    ],
    terms: [
      demoTerm(termName(currentStart), currentStart, currentEnd, currentRuns),
      demoTerm(termName(nextStart, currentStart), nextStart, nextEnd, nextRuns),
    ],
    siblingDiscount: { kind: 'percentage', value: 1000 },
    cancelDaysBefore: 2,
    discountCodes: [{ code: 'WELCOME10', kind: 'percentage', value: 1000, perFamilyLimit: 1 }],
    // A sandbox account (any id does there), so the demo takes payments with the sandbox's test cards.
    connectedAccountId: 'acct_sandbox_demo',
    subscriptionId: 'sub_sandbox_demo',
    camps: [
      {
        className: 'Holiday Football Camp',
        venue: 'battersea',
        ageFrom: 60,
        ageTo: 143,
        capacity: 30,
        dayPrice: 3500,
        weekPrice: 15000,
        description:
          'Five days of skills, matches and mini tournaments with our FA-qualified coaches. Bring a packed lunch, water and shin pads.',
        weeks: [
          { name: 'Week 1', startDate: breakStart },
          { name: 'Week 2', startDate: addDays(breakStart, 7) },
        ],
      },
      {
        className: 'Gymnastics Holiday Camp',
        venue: 'balham',
        ageFrom: 48,
        ageTo: 131,
        capacity: 20,
        dayPrice: 3800,
        weekPrice: 16500,
        description:
          'Floor, vault, beam and trampoline every morning, with crafts and games after lunch. All abilities welcome.',
        weeks: [{ name: 'Holiday week', startDate: breakStart, days: 4, hours: 9, mins: 30, durationMinutes: 330 }],
      },
      {
        className: 'Multi-Activity Camp',
        venue: 'brixton',
        ageFrom: 48,
        ageTo: 143,
        capacity: 40,
        dayPrice: 3200,
        weekPrice: 14000,
        description:
          'A different sport every day: football, dodgeball, athletics, cricket and a Friday sports day. Early drop-off from 8:30.',
        weeks: [
          { name: 'Week 1', startDate: addDays(breakStart, 7) },
          { name: 'Half-term week', startDate: addDays(nextStart, 6 * 7) },
        ],
      },
    ],
  };
}

/** A second, smaller club: proves that one club never sees another's data. */
export function riversideClub(today: string): ClubDefinition {
  const start = addDays(mondayOf(today), -21);
  const end = addDays(start, 12 * 7 - 1);
  return {
    subdomain: 'riverside',
    name: 'Riverside Swim & Tennis',
    // A yearly membership fee parents may add (the admin tools create setup-fee orders from it).
    setupFeeAmount: 2500,
    description: 'Swimming lessons and tennis coaching by the Thames in Richmond.',
    skinKey: 'teal', // 0f766e, 84cc16, f0fdfa
    venues: [
      {
        key: 'pools',
        name: 'Pools on the Park',
        address: 'Old Deer Park, Twickenham Road, Richmond',
        postcode: 'TW9 2SF',
        latitude: 51.4668,
        longitude: -0.3002,
      },
      {
        key: 'courts',
        name: 'Old Deer Park Tennis Courts',
        address: 'Old Deer Park, Richmond',
        postcode: 'TW9 2SL',
        latitude: 51.4682,
        longitude: -0.3009,
      },
    ],
    terms: [
      {
        name: `Riverside ${termName(start)}`,
        startDate: start,
        endDate: end,
        runs: [
          {
            className: 'Swim Stars',
            venue: 'pools',
            capacity: 8,
            ageFrom: 36,
            ageTo: 72,
            pricePerSession: 1400,
            pricePerTerm: 16800,
            times: [weekly(MON, 16, 0, 30)],
            bookings: 5,
          },
          {
            className: 'Swim Stars',
            venue: 'pools',
            capacity: 8,
            ageFrom: 72,
            ageTo: 120,
            pricePerSession: 1400,
            pricePerTerm: 16800,
            times: [weekly(WED, 17, 0, 30)],
            bookings: 8,
          },
          {
            className: 'Tennis Tots',
            venue: 'courts',
            capacity: 10,
            ageFrom: 36,
            ageTo: 60,
            pricePerSession: 1100,
            pricePerTerm: 13200,
            times: [weekly(SAT, 9, 30, 45)],
            bookings: 4,
          },
          {
            className: 'Junior Tennis',
            venue: 'courts',
            capacity: 12,
            ageFrom: 72,
            ageTo: 156,
            pricePerSession: 1300,
            pricePerTerm: 15600,
            times: [weekly(SAT, 11, 0, 60)],
            bookings: 9,
          },
        ],
      },
    ],
    camps: [
      {
        className: 'Tennis Holiday Camp',
        venue: 'courts',
        ageFrom: 60,
        ageTo: 156,
        capacity: 24,
        dayPrice: 4000,
        weekPrice: 18000,
        description: 'Coaching, matches and a mini Wimbledon on the final day.',
        weeks: [{ name: 'Week 1', startDate: addDays(end, 1) }],
      },
    ],
  };
}
