import type { RunInfo, ScheduleResponse, TermInfo } from '@clubroom/domain/api';
import { localDateOf } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAll, queryOne } from '../../test-support/accounts.js';
import { addArjunsTermPlace } from '../../test-support/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const LONDON = 'Europe/London';
const datesOf = (starts: number[]) => starts.map((start) => localDateOf(start, LONDON));

/**
 * Where the seed puts demo's breaks depends on where Christmas falls in its terms, so this file seeds the demo on one
 * day, whatever TEST_NOW: Wednesday 14 October 2026 (the default TEST_NOW), when the current term runs from
 * 14 September to 29 November with half term 26 October – 1 November; the next from 14 December to 7 March with
 * Christmas (21 December – 3 January) and half term (25–31 January).
 */
const SEEDED_AT = new Date('2026-10-14T11:00:00Z');

describe.each(testDrivers)('term breaks and skipped dates on %s', (driver) => {
  let t: TestApp;
  let schedule: ScheduleResponse;
  const runOf = (term: number, className: string, venue: string) =>
    schedule.terms[term].runs.find((run) => run.className === className && run.venueName.startsWith(venue))!;

  beforeAll(async () => {
    t = await createTestApp(driver, { now: SEEDED_AT });
    schedule = (await t.get('demo', '/api/v4/public/schedule/current')).json();
  });
  afterAll(() => t.close());

  it("gives demo's terms a half term and a Christmas break, shown with the term", async () => {
    const [current, next] = await Promise.all(
      schedule.terms.map(
        async (term) => (await t.get('demo', `/api/v4/public/term/${term.termId}`)).json() as TermInfo,
      ),
    );
    expect(current.breaks).toEqual([{ name: 'Half term', from: '2026-10-26', to: '2026-11-01' }]);
    expect(next.breaks).toEqual([
      { name: 'Christmas holidays', from: '2026-12-21', to: '2027-01-03' },
      { name: 'Half term', from: '2027-01-25', to: '2027-01-31' },
    ]);
  });

  it('generates no session in a break or on a skipped date', async () => {
    const onBreaks = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from run_sessions s
          join runs r on r.id = s.run_id
          join term_breaks b on b.term_id = r.term_id
          join clubs c on c.id = s.club_id
          where (s.starts_at at time zone c.time_zone)::date between b.starts_on and b.ends_on`,
    );
    expect(onBreaks.n).toBe(0);
    const skipped = await queryAll<{ class_name: string; skipped_on: string }>(
      t,
      sql`select r.class_name, k.skipped_on::text from run_skipped_dates k join runs r on r.id = k.run_id`,
    );
    expect(skipped).toEqual([{ class_name: 'Family Yoga', skipped_on: '2026-10-18' }]);

    // Mondays 14 September – 23 November but 26 October; Sundays 20 September – 29 November but 18 October and 1 November.
    const academy = runOf(0, 'Football Academy', 'Clapham');
    expect(academy.sessions).toHaveLength(10);
    expect(datesOf(academy.sessions.map((s) => s.startTime))).not.toContain('2026-10-26');
    const yoga = runOf(0, 'Family Yoga', 'Brixton');
    expect(yoga.sessions).toHaveLength(9);
    expect(datesOf(yoga.sessions.map((s) => s.startTime))).not.toContain('2026-10-18');
  });

  it('prices a term by the sessions that happen: its info page and the basket agree', async () => {
    // Twelve Mondays from 14 December; 21 and 28 December and 25 January are holidays: nine sessions at 10.00.
    const academy = runOf(1, 'Football Academy', 'Clapham');
    const info: RunInfo = (await t.get('demo', `/api/v4/public/run/${academy.runId}`)).json();
    expect(info).toMatchObject({
      sessionsTotal: 9,
      sessionsLeft: 9,
      pricePerSession: 1000,
      pricePerTerm: 9000,
      priceForRemaining: 9000,
    });

    const [line] = (await addArjunsTermPlace(t, academy.runId)).lines;
    expect(line).toMatchObject({ type: 'term', amount: 9000 });
    const dates = datesOf(line.dates);
    expect(dates).toHaveLength(9);
    expect(dates.filter((date) => ['2026-12-21', '2026-12-28', '2027-01-25'].includes(date))).toEqual([]);
  });

  it('counts only the sessions left that happen for a term in progress (pro-rata)', async () => {
    // Five Mondays after Wednesday 14 October (19 October, then 2–23 November) of the ten.
    const academy = runOf(0, 'Football Academy', 'Clapham');
    const info: RunInfo = (await t.get('demo', `/api/v4/public/run/${academy.runId}`)).json();
    expect(info).toMatchObject({ sessionsTotal: 10, sessionsLeft: 5, priceForRemaining: 5000 });
  });
});
