import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { AUTO_ENROL, createFamilies, termReRun, type Family } from '../../test-support/auto-enrol-fixtures.js';
import { describeOnPostgres } from '../../test-support/postgres-only.js';
import { overbookedPlaces } from '../../test-support/racing-parents.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const RACERS = 12;

/**
 * An offered place is never sold twice: on PostgreSQL (a pool of connections, so the requests really race), the
 * organiser's offer of a run's one place, the same offer sent again at once, and parents adding the place to their
 * baskets all go together; one of them gets the place, and the run is never over its capacity.
 */
describeOnPostgres('a priority offer racing the public for the last place, on PostgreSQL', () => {
  let t: TestApp;
  let organiser: string;
  let families: Family[];
  let term: Awaited<ReturnType<typeof termReRun>>;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    organiser = await t.signIn('demo', DEMO.organiser);
    families = await createFamilies(t, ['race-member', ...Array.from({ length: RACERS }, (_, i) => `race-${i}`)], 1);
    term = await termReRun(t, organiser, families, [[0, 'Kickers']], { Kickers: 1, Dancers: 1 });
    await term.admin.publishRun(term.after.Kickers);
  }, 600_000);
  afterAll(() => t?.close());

  it('holds the place once, for the offer or for one parent, never both', async () => {
    const runId = term.after.Kickers;
    const offer = () =>
      t.request({
        method: 'POST',
        url: `${AUTO_ENROL}/${term.termId}`,
        cookie: organiser,
        body: { places: [{ childId: families[0].children[0], runId }], offerDays: 14 },
      });
    const adds = families.slice(1).map(
      (family) => () =>
        t.request({
          method: 'POST',
          url: '/api/v4/parent/basket/add',
          cookie: family.cookie,
          body: { type: 'term', childId: family.children[0], runId },
        }),
    );
    const answers = await Promise.all(
      [offer, ...adds.slice(0, RACERS / 2), offer, ...adds.slice(RACERS / 2)].map((go) => go()),
    );
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    const offered = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from priority_offers where run_id = ${runId}`,
    );
    const held = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from holds where run_id = ${runId} and expires_at > ${t.clock.now().toISOString()}`,
    );
    expect(held.n).toBe(1);
    expect(offered.n).toBeLessThanOrEqual(1);
    expect(await overbookedPlaces(t.db, [runId], t.clock.now())).toBe(0);
  });
});
