import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test-support/accounts.js';
import { issuePaths } from '../../test-support/admin-schedule-fixtures.js';
import { AUTO_ENROL, createFamilies, termReRun, type Family } from '../../test-support/auto-enrol-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const HOUR = 3_600_000;

describe.each(testDrivers)('priority windows of a term opening on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let families: Family[];
  let term: Awaited<ReturnType<typeof termReRun>>;

  const openings = (body: object) =>
    t.request({ method: 'PUT', url: `${AUTO_ENROL}/${term.termId}/openings`, cookie: organiser, body });
  const add = (family: number, child: number, runId = term.after.Dancers) =>
    t.request({
      method: 'POST',
      url: '/api/v4/parent/basket/add',
      cookie: families[family].cookie,
      body: { type: 'term', childId: families[family].children[child], runId },
    });
  const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    families = await createFamilies(t, ['pw-member', 'pw-new']);
    term = await termReRun(t, organiser, families, [[0, 'Kickers']], { Kickers: 10, Dancers: 10 });
    await term.admin.publishRun(term.after.Dancers);
  });
  afterAll(() => t?.close());

  it('refuses windows out of order, or priority windows without the public opening (400 naming the field)', async () => {
    const backwards = await openings({ membersFrom: inHours(2), siblingsFrom: null, everyoneFrom: inHours(1) });
    expect(backwards.statusCode).toBe(400);
    expect(issuePaths(backwards)).toEqual(['body.everyoneFrom']);
    const noPublic = await openings({ membersFrom: inHours(1), siblingsFrom: null, everyoneFrom: null });
    expect(issuePaths(noPublic)).toEqual(['body.everyoneFrom']);
  });

  it('opens to members, then their siblings, then everyone', async () => {
    const saved = await openings({ membersFrom: inHours(-1), siblingsFrom: inHours(1), everyoneFrom: inHours(2) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await add(0, 0)).statusCode).toBe(200);
    const sibling = await add(0, 1);
    expect(sibling.statusCode).toBe(409);
    expect(sibling.json()).toMatchObject({ error: { code: 'CONFLICT' } });
    expect((sibling.json() as { error: { message: string } }).error.message).toContain('opens for Child2 on');
    t.clock.advance(HOUR);
    expect((await add(0, 1)).statusCode).toBe(200);
    expect((await add(1, 0)).statusCode).toBe(409);
    t.clock.advance(HOUR);
    expect((await add(1, 0)).statusCode).toBe(200);
  });
});
