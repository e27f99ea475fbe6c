import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne } from '../../test-support/accounts.js';
import {
  AUTO_ENROL,
  autoEnrolOf,
  createFamilies,
  termReRun,
  type Family,
} from '../../test-support/auto-enrol-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/**
 * Priority offers while a club is suspended (docs/platform-console.md): none is sent (409, nothing held or emailed)
 * and no reminder goes out, as the family could not book the place; once restored, both work again.
 */
describe.each(testDrivers)('priority offers while a club is suspended on %s', (driver) => {
  let t: TestApp;
  let manager: string;
  let organiser: string;
  let clubId: number;
  let families: Family[];
  let term: Awaited<ReturnType<typeof termReRun>>;

  const send = (family: number, runId: number) =>
    t.request({
      method: 'POST',
      url: `${AUTO_ENROL}/${term.termId}`,
      cookie: organiser,
      body: { places: [{ childId: families[family].children[0], runId }], offerDays: 14 },
    });
  const platformConsole = (action: 'suspend' | 'restore') =>
    t.request({
      method: 'POST',
      club: null,
      url: `/api/manage/clients/${clubId}/${action}`,
      cookie: manager,
      body: {},
    });
  const heldFor = async (family: number) =>
    (
      await queryOne<{ n: number }>(
        t,
        sql`select count(*)::int as n from holds where child_id = ${families[family].children[0]}
          and priority_offer_id is not null`,
      )
    ).n;
  const subjectOf = async (family: number) => (await t.latestMail(families[family].email))?.subject;
  const remind = async (family: number) => {
    const offerId = (await autoEnrolOf(t, organiser, term.termId)).carryOvers.find(
      (c) => c.childId === families[family].children[0],
    )!.offer!.offerId;
    await t.runJob('priority-offer-reminder', { offerId, at: t.clock.now().toISOString() });
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    clubId = (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`)).id;
    await createPerson(t, { email: 'ae-suspend-pm@example.com', isPlatformManager: true });
    manager = await t.signIn(null, 'ae-suspend-pm@example.com');
    organiser = await t.signIn('demo', DEMO.organiser);
    families = await createFamilies(t, ['aes-ada', 'aes-ben']);
    term = await termReRun(
      t,
      organiser,
      families,
      [
        [0, 'Kickers'],
        [1, 'Dancers'],
      ],
      { Kickers: 2, Dancers: 2 },
    );
    await term.admin.publishRun(term.after.Kickers);
    await term.admin.publishRun(term.after.Dancers);
  });
  afterAll(() => t?.close());

  it('refuses to send offers and sends no reminders while suspended; both work again once restored', async () => {
    const before = await send(1, term.after.Dancers);
    expect(before.statusCode, before.body).toBe(200);
    const heldSubject = await subjectOf(1);
    const bookedSubject = await subjectOf(0);

    expect((await platformConsole('suspend')).statusCode).toBe(200);
    const refused = await send(0, term.after.Kickers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'CLUB_SUSPENDED', message: messages.autoEnrol.suspended },
    });
    expect(await heldFor(0)).toBe(0);
    expect(await subjectOf(0)).toBe(bookedSubject);
    expect(
      (await autoEnrolOf(t, organiser, term.termId)).carryOvers.find((c) => c.childId === families[0].children[0])!
        .offer,
    ).toBeNull();
    await remind(1);
    expect(await subjectOf(1)).toBe(heldSubject);

    expect((await platformConsole('restore')).statusCode).toBe(200);
    await remind(1);
    expect(await subjectOf(1)).toMatch(/^Reminder: /);
    const after = await send(0, term.after.Kickers);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toEqual({ data: { offered: 1, refused: [] } });
    expect(await heldFor(0)).toBe(1);
    expect(await subjectOf(0)).toBe("Child1's place in Kickers is held for you");
  });
});
