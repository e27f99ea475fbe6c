import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  defaultFilters,
  filtersToQuery,
  isFiltering,
  isRunFull,
  joinableWaitingLists,
  namedChoice,
  parseFilterQuery,
  runMatches,
  campMatches,
  scheduleOptions,
  shouldShowFilters,
  type FilterContext,
  type ScheduleFilters,
} from './schedule-filters.js';
import { makeCamp, makeRun, makeSchedule } from './test-fixtures.js';

const ctx: FilterContext = { timeZone: 'Europe/London', origin: null };
const withFilters = (patch: Partial<ScheduleFilters>): ScheduleFilters => ({
  ...structuredClone(defaultFilters),
  ...patch,
});

describe('parseFilterQuery', () => {
  it('reads every key of the spec', () => {
    const f = parseFilterQuery(
      'showTerms=false&showCamps=false&day=tue&availableTime=evening&className=Gymnastics&venueName=Balham%20Leisure%20Centre&onlyAvailableRuns=true&age[value]=5&age[unit]=years&time[morning]=true&distance[postcode]=SW4%206DB&distance[latitude]=51.46&distance[longitude]=-0.13&distance[radius]=3',
    );
    expect(f).toEqual({
      days: ['tue'],
      times: ['morning', 'evening'],
      className: 'Gymnastics',
      venueName: 'Balham Leisure Centre',
      showTerms: false,
      showCamps: false,
      onlyAvailableRuns: true,
      age: { value: 5, unit: 'years' },
      distance: { postcode: 'SW4 6DB', latitude: 51.46, longitude: -0.13, radius: 3 },
    });
  });

  it('accepts URL-encoded brackets, a leading ?, and days as a list', () => {
    const f = parseFilterQuery('?age%5Bvalue%5D=0.5&age%5Bunit%5D=years&days=wed,thu');
    expect(f.age).toEqual({ value: 0.5, unit: 'years' });
    expect(f.days).toEqual(['wed', 'thu']);
  });

  it.each([
    ['days=mon,tue', ['mon', 'tue']],
    ['days=mon%2Ctue', ['mon', 'tue']],
    ['days=sun,MON,%20tue%20,mon', ['mon', 'tue', 'sun']],
    ['day=fri&days=mon', ['mon', 'fri']],
    ['day=wed&day=thu', ['wed', 'thu']],
    ['days=mon,funday,,', ['mon']],
  ])('reads several days from %s, Monday first and once each', (query, days) => {
    expect(parseFilterQuery(query).days).toEqual(days);
  });

  it.each([
    ['time[evening]=true', ['evening']],
    ['time[evening]=true&time[morning]=true', ['morning', 'evening']],
    ['availableTime=afternoon&time[evening]=true', ['afternoon', 'evening']],
    ['time[morning]=false&time[evening]=yes', []],
  ])('reads time bands from %s, morning first', (query, times) => {
    expect(parseFilterQuery(query).times).toEqual(times);
  });

  it.each([
    ['day=funday', 'days', []],
    ['availableTime=night', 'times', []],
    ['age[value]=7.5', 'age', { value: 'any', unit: 'years' }],
    ['age[value]=abc', 'age', { value: 'any', unit: 'years' }],
    ['age[value]=12', 'age', { value: 'any', unit: 'years' }],
    ['age[value]=4&age[unit]=months', 'age', { value: 'any', unit: 'years' }],
    ['showCamps=maybe', 'showCamps', true],
    ['onlyAvailableRuns=yes', 'onlyAvailableRuns', false],
    ['distance[radius]=-3', 'distance', defaultFilters.distance],
    ['distance[radius]=1000', 'distance', defaultFilters.distance],
    ['distance[radius]=NaN', 'distance', defaultFilters.distance],
    ['distance[latitude]=91&distance[longitude]=0', 'distance', defaultFilters.distance],
    ['distance[latitude]=51&distance[longitude]=-181', 'distance', defaultFilters.distance],
    [`className=${'x'.repeat(101)}`, 'className', 'any'],
    ['className=%20%20', 'className', 'any'],
  ])('%s falls back to the default %s', (query, key, expected) => {
    expect(parseFilterQuery(query)[key as keyof ScheduleFilters]).toEqual(expected);
  });

  it('never throws on garbage', () => {
    for (const q of ['%E0%A4%A', '&&&==', 'age[[[=]]]', '__proto__[x]=1', 'constructor=1']) {
      expect(() => parseFilterQuery(q)).not.toThrow();
    }
    expect(parseFilterQuery('')).toEqual(defaultFilters);
  });
});

describe('filtersToQuery', () => {
  it('writes only what differs from the defaults, with readable brackets', () => {
    expect(filtersToQuery(defaultFilters)).toBe('');
    expect(isFiltering(defaultFilters)).toBe(false);
    const f = withFilters({
      days: ['mon'],
      age: { value: 2, unit: 'years' },
      distance: { postcode: 'SW4 6DB', latitude: null, longitude: null, radius: 5 },
    });
    expect(filtersToQuery(f)).toBe('day=mon&age[value]=2&age[unit]=years&distance[postcode]=SW4%206DB');
    expect(isFiltering(f)).toBe(true);
  });

  it('writes one day or band in its single form, several in their list form', () => {
    expect(filtersToQuery(withFilters({ days: ['sat'], times: ['evening'] }))).toBe('day=sat&availableTime=evening');
    expect(filtersToQuery(withFilters({ days: ['mon', 'tue'], times: ['morning', 'evening'] }))).toBe(
      'days=mon,tue&time[morning]=true&time[evening]=true',
    );
  });

  it.each([
    'showCamps=false&day=sat&availableTime=morning&className=Mini%20Kickers&onlyAvailableRuns=true&age[value]=11&age[unit]=years&time[evening]=true&distance[latitude]=51.4&distance[longitude]=-0.1&distance[radius]=2.5',
    'days=mon,wed,sun&time[morning]=true&time[afternoon]=true&time[evening]=true&venueName=Hall%2C%20North',
    'day=tue&time[evening]=true&distance[postcode]=SW4%206DB',
  ])('round-trips with parseFilterQuery: %s', (query) => {
    const f = parseFilterQuery(query);
    expect(parseFilterQuery(filtersToQuery(f))).toEqual(f);
  });
});

describe('runMatches', () => {
  const monMorning = makeRun({ date: '2026-09-07', hours: 11, mins: 59 });
  const tueAfternoon = makeRun({
    date: '2026-09-08',
    hours: 12,
    mins: 0,
    className: 'Gymnastics',
    venueName: 'Balham Leisure Centre',
  });
  const wedLate = makeRun({ date: '2026-09-09', hours: 15, mins: 59 });
  const thuEvening = makeRun({ date: '2026-09-10', hours: 16, mins: 0 });

  it.each([
    ['morning', [monMorning]],
    ['afternoon', [tueAfternoon, wedLate]],
    ['evening', [thuEvening]],
  ] as const)(
    'time band %s by the local start hour (11:59 morning, 12:00 and 15:59 afternoon, 16:00 evening)',
    (band, expected) => {
      const all = [monMorning, tueAfternoon, wedLate, thuEvening];
      expect(all.filter((r) => runMatches(r, withFilters({ times: [band] }), ctx))).toEqual(expected);
    },
  );

  it('several bands show any of them', () => {
    const f = withFilters({ times: ['morning', 'evening'] });
    expect([monMorning, tueAfternoon, thuEvening].filter((r) => runMatches(r, f, ctx))).toEqual([
      monMorning,
      thuEvening,
    ]);
  });

  it('day matches any session of the run', () => {
    const twice = makeRun({ date: '2026-09-07' });
    twice.sessions.push({ ...twice.sessions[0], day: 'Friday' });
    expect(runMatches(twice, withFilters({ days: ['fri'] }), ctx)).toBe(true);
    expect(runMatches(twice, withFilters({ days: ['mon'] }), ctx)).toBe(true);
    expect(runMatches(twice, withFilters({ days: ['tue'] }), ctx)).toBe(false);
  });

  it('several days show runs on any of them', () => {
    const f = withFilters({ days: ['mon', 'tue'] });
    expect([monMorning, tueAfternoon, wedLate].filter((r) => runMatches(r, f, ctx))).toEqual([
      monMorning,
      tueAfternoon,
    ]);
  });

  it('class and venue compare case-insensitively, and exactly', () => {
    expect(runMatches(tueAfternoon, withFilters({ className: 'gymnastics' }), ctx)).toBe(true);
    expect(runMatches(tueAfternoon, withFilters({ venueName: 'BALHAM LEISURE CENTRE' }), ctx)).toBe(true);
    expect(runMatches(tueAfternoon, withFilters({ className: 'Gym' }), ctx)).toBe(false);
  });

  it('distance: inside the radius passes, outside fails, a run without coordinates fails an active filter', () => {
    const clapham = makeRun({ latitude: 51.4647, longitude: -0.1387 });
    const richmond = makeRun({ latitude: 51.4668, longitude: -0.3002 });
    const nowhere = makeRun({ latitude: null, longitude: null });
    const near = { timeZone: 'Europe/London', origin: { latitude: 51.4627, longitude: -0.1146 } };
    const f = withFilters({ distance: { postcode: 'SW9 8QQ', latitude: null, longitude: null, radius: 5 } });
    expect(runMatches(clapham, f, near)).toBe(true);
    expect(runMatches(richmond, f, near)).toBe(false);
    expect(runMatches(nowhere, f, near)).toBe(false);
    expect(runMatches(nowhere, f, ctx)).toBe(true);
  });

  it('age uses the spec rule; all-ages runs always pass', () => {
    expect(runMatches(makeRun({ ageFrom: 0, ageTo: 0 }), withFilters({ age: { value: 11, unit: 'years' } }), ctx)).toBe(
      true,
    );
    expect(
      runMatches(makeRun({ ageFrom: 48, ageTo: 96 }), withFilters({ age: { value: 11, unit: 'years' } }), ctx),
    ).toBe(false);
  });
});

describe('campMatches: age, class, venue and distance; day and time apply to runs only', () => {
  const camp = makeCamp({ ageFromInMonths: 60, ageToInMonths: 143 });
  it.each([
    [{ age: { value: 4, unit: 'years' as const } }, false],
    [{ age: { value: 11, unit: 'years' as const } }, true],
    [{ days: ['sun' as const], times: ['evening' as const] }, true],
    [{ className: 'holiday camp' }, true],
    [{ venueName: 'Elsewhere' }, false],
  ])('%j → %s', (patch, expected) => expect(campMatches(camp, withFilters(patch), ctx)).toBe(expected));
});

describe('applyFilters', () => {
  const open = makeRun({ bookingsCount: 3, capacity: 10 });
  const full = makeRun({ bookingsCount: 10, capacity: 10, spacesAvailable: false });
  const camp = makeCamp();
  const schedule = makeSchedule([open, full], [camp]);

  it('keeps everything by default', () => {
    const shown = applyFilters(schedule, defaultFilters, ctx);
    expect(shown.terms[0].runs).toEqual([open, full]);
    expect(shown.camps).toEqual([camp]);
    expect(shown.waitingListRuns).toEqual([]);
  });

  it('counts a run with places but families waiting as full: a freed place is theirs', () => {
    const freedWhileWaiting = makeRun({ bookingsCount: 9, waitingCount: 2, capacity: 10, spacesAvailable: false });
    expect(isRunFull(freedWhileWaiting)).toBe(true);
    expect(isRunFull(makeRun({ bookingsCount: 9, waitingCount: 0, capacity: 10 }))).toBe(false);
  });

  it('moves full runs to the waiting-list view when only available runs are shown', () => {
    const shown = applyFilters(schedule, withFilters({ onlyAvailableRuns: true }), ctx);
    expect(shown.terms[0].runs).toEqual([open]);
    expect(shown.waitingListRuns).toEqual([full]);
  });

  it('drops terms with no matching runs, and hides terms or camps on request', () => {
    expect(applyFilters(schedule, withFilters({ className: 'Nothing' }), ctx).terms).toEqual([]);
    expect(applyFilters(schedule, withFilters({ showTerms: false, onlyAvailableRuns: true }), ctx)).toEqual({
      terms: [],
      camps: [camp],
      waitingListRuns: [],
    });
    expect(applyFilters(schedule, withFilters({ showCamps: false }), ctx).camps).toEqual([]);
  });

  it('counts the joinable waiting lists of a term', () => expect(joinableWaitingLists(schedule.terms[0])).toBe(1));

  it('counts only the waiting lists a filtered term still shows', () => {
    const fullBallet = makeRun({ bookingsCount: 10, capacity: 10, spacesAvailable: false, className: 'Ballet' });
    const term = applyFilters(makeSchedule([open, full, fullBallet]), withFilters({ className: 'Ballet' }), ctx)
      .terms[0];
    expect(joinableWaitingLists(term)).toBe(1);
    const onlyAvailable = applyFilters(makeSchedule([open, full]), withFilters({ onlyAvailableRuns: true }), ctx);
    expect(joinableWaitingLists(onlyAvailable.terms[0])).toBe(0);
  });
});

describe('scheduleOptions and shouldShowFilters', () => {
  const runs = [
    makeRun({ date: '2026-09-07', hours: 9, className: 'Ballet' }),
    makeRun({ date: '2026-09-09', hours: 17, className: 'ballet', venueName: 'Annex' }),
  ];
  const options = scheduleOptions(makeSchedule(runs, [makeCamp({ className: 'Camp' })]), ctx);

  it('disables days and times without classes', () => {
    expect(options.days.filter((d) => d.enabled).map((d) => d.key)).toEqual(['mon', 'wed']);
    expect(options.times.map((t) => [t.key, t.enabled])).toEqual([
      ['morning', true],
      ['afternoon', false],
      ['evening', true],
    ]);
  });

  it('lists class and venue names once each, sorted', () => {
    expect(options.classNames).toEqual(['Ballet', 'Camp']);
    expect(options.venueNames).toEqual(['Annex', 'Town Hall']);
    expect([options.hasTerms, options.hasCamps]).toEqual([true, true]);
  });

  it('sorts names without regard to case or accents', () => {
    const runs = ['Zumba', 'ballet', 'Éveil', 'Art', 'art club'].map((className) => makeRun({ className }));
    expect(scheduleOptions(makeSchedule(runs), ctx).classNames).toEqual([
      'Art',
      'art club',
      'ballet',
      'Éveil',
      'Zumba',
    ]);
  });

  it('picks the offered class or venue a filter names in any case, else offers the filter itself', () => {
    expect(namedChoice(options.classNames, 'any')).toEqual({ value: 'any', names: ['Ballet', 'Camp'] });
    expect(namedChoice(options.classNames, 'BALLET')).toEqual({ value: 'Ballet', names: ['Ballet', 'Camp'] });
    expect(namedChoice(options.classNames, 'Karate')).toEqual({ value: 'Karate', names: ['Ballet', 'Camp', 'Karate'] });
  });

  it('shows filters only when camps plus runs number more than 8', () => {
    expect(shouldShowFilters(makeSchedule(Array.from({ length: 8 }, () => makeRun())))).toBe(false);
    expect(
      shouldShowFilters(
        makeSchedule(
          Array.from({ length: 8 }, () => makeRun()),
          [makeCamp()],
        ),
      ),
    ).toBe(true);
  });
});
