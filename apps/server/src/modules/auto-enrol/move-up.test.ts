import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test-support/accounts.js';
import { runBody } from '../../test-support/admin-schedule-fixtures.js';
import { autoEnrolOf, createFamilies, termReRun, type Family } from '../../test-support/auto-enrol-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

describe.each(testDrivers)('auto-enrol and the "ready to move up" marks on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let families: Family[];
  let term: Awaited<ReturnType<typeof termReRun>>;

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    families = await createFamilies(t, ['mu-ada', 'mu-ben']);
    term = await termReRun(
      t,
      organiser,
      families,
      [
        [0, 'Kickers'],
        [1, 'Kickers'],
      ],
      { Kickers: 5, Dancers: 1 },
    );
  });
  afterAll(() => t?.close());

  it('offers a child marked ready the run the trophies module suggests; the others only the same class', async () => {
    // Next term's Kickers is an hour later: no longer "the same class" (venue, name and weekly times).
    const [venueId] = await term.admin.venueIds();
    const { termId: _termId, ...later } = runBody(term.termId, venueId, {
      className: 'Kickers',
      capacity: 5,
      classTimes: [{ dow: 1, startTime: '17:30', endTime: '18:30' }],
      pricePerSession: 0,
      pricePerTerm: 0,
      trial: false,
      trialPrice: 0,
      ageFrom: 0,
      ageTo: 0,
    });
    const moved = await term.admin.post(`/api/v4/schedule/runs/${term.after.Kickers}`, later);
    expect(moved.statusCode, moved.body).toBe(200);
    await term.admin.publishRun(term.after.Kickers);

    await term.admin.post('/api/settings/toggle', { setting: 'grading-trophies' });
    const [ready, notMarked] = families.map((family) => family.children[0]);
    const mark = await term.admin.post(`/api/v4/registers/run/${term.before.Kickers.runId}/move-up`, {
      childId: ready,
      ready: true,
    });
    expect(mark.statusCode, mark.body).toBe(200);

    const page = await autoEnrolOf(t, organiser, term.termId);
    expect(page.carryOvers.map((c) => [c.childId, c.toRun?.runId ?? null, c.conflicts])).toEqual([
      [ready, term.after.Kickers, []],
      [notMarked, null, ['no-run']],
    ]);
  });
});
