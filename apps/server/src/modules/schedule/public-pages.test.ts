import type { CampInfo, RunInfo, ScheduleResponse, TermInfo } from '@clubroom/domain/api';
import { campInfoResponseSchema, runInfoResponseSchema } from '@clubroom/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

describe.each(testDrivers)('run, camp and term info on %s', (driver) => {
  let t: TestApp;
  let schedule: ScheduleResponse;

  beforeAll(async () => {
    t = await createTestApp(driver);
    schedule = (await t.get('demo', '/api/v4/public/schedule/current')).json();
  });
  afterAll(() => t.close());

  it('gives a run in progress its sessions left and a pro-rata price', async () => {
    const current = schedule.terms[0];
    const run = current.runs.find((r) => r.className === 'Football Academy')!;
    const info: RunInfo = (await t.get('demo', `/api/v4/public/run/${run.runId}`)).json();
    expect(runInfoResponseSchema.safeParse(info).success).toBe(true);
    expect(info.run).toEqual(run);
    expect(info.term.termId).toBe(current.termId);
    expect(info.venue.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
    const now = TEST_NOW.getTime() / 1000;
    expect(info.sessionsTotal).toBe(run.sessions.length);
    expect(info.sessionsLeft).toBe(run.sessions.filter((s) => s.startTime > now).length);
    expect(info.sessionsLeft).toBeGreaterThan(0);
    expect(info.sessionsLeft).toBeLessThan(info.sessionsTotal);
    expect(info.priceForRemaining).toBe(
      Math.min(
        Math.round((info.pricePerTerm * info.sessionsLeft) / info.sessionsTotal),
        info.pricePerSession * info.sessionsLeft,
      ),
    );
    expect(info.sessionDurationMinutes).toBe(60);
    expect(info.currency).toBe('GBP');
  });

  it('describes a run with trial options, and one without', async () => {
    const runs = schedule.terms.flatMap((x) => x.runs);
    const withTrial: RunInfo = (
      await t.get('demo', `/api/v4/public/run/${runs.find((r) => r.hasTrialOptions === 1)!.runId}`)
    ).json();
    expect(withTrial.trial).toEqual({ sessions: expect.any(Number), price: expect.any(Number) });
    const without: RunInfo = (
      await t.get('demo', `/api/v4/public/run/${runs.find((r) => r.hasTrialOptions === 0)!.runId}`)
    ).json();
    expect(without.trial).toBeNull();
  });

  it('gives a camp its weeks with dated days and prices', async () => {
    const camp = schedule.camps[0];
    const info: CampInfo = (await t.get('demo', `/api/v4/public/camp/${camp.campId}`)).json();
    expect(campInfoResponseSchema.safeParse(info).success).toBe(true);
    expect(info.camp).toEqual(camp);
    expect(info.weekDays.map((w) => w.instanceGroupId)).toEqual(camp.weeks.map((w) => w.instanceGroupId));
    for (const [i, week] of info.weekDays.entries()) {
      expect(week.days.length).toBeGreaterThan(0);
      expect(week.days[0].startTime).toBe(camp.weeks[i].weekStart);
    }
    expect(info.weekPrice).toBeGreaterThan(info.dayPrice);
  });

  it('gives a term its runs', async () => {
    const term = schedule.terms[1];
    const info: TermInfo = (await t.get('demo', `/api/v4/public/term/${term.termId}`)).json();
    expect(info.term).toEqual(term);
  });

  it('answers 404 NOT_FOUND for ids that do not exist', async () => {
    for (const url of ['/api/v4/public/run/999999', '/api/v4/public/camp/999999', '/api/v4/public/term/999999']) {
      const res = await t.get('demo', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});
