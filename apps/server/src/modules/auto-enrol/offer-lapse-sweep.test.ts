import type { BasketResponse, WaitingListEntry } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import {
  AUTO_ENROL,
  autoEnrolOf,
  createFamilies,
  termReRun,
  type Family,
} from '../../test-support/auto-enrol-fixtures.js';
import { inboxSubjects } from '../../test-support/inbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const DAY = 86_400_000;

/**
 * A priority offer lapses by the app's clock even when its own `expire-holds` run never comes (lost, or due by the
 * database's time that a server started with a later clock has not reached): the sweep (`sweep-holds`, on its
 * schedule and as the server starts) catches up, and the place goes to the waiting list's first family, once.
 */
describe.each(testDrivers)('the sweep of lapsed priority offers on %s', (driver) => {
  let t: TestApp;
  let organiser: string;
  let families: Family[];
  let term: Awaited<ReturnType<typeof termReRun>>;
  /** Who waits for which class next term, first in the queue first: family index and its entry. */
  const waiting: Record<'Kickers' | 'Dancers', { family: number; entryId: number }[]> = { Kickers: [], Dancers: [] };

  const child = (family: number) => families[family].children[0];
  const basketOf = async (family: number): Promise<BasketResponse> =>
    (await t.request({ url: '/api/v4/parent/basket', cookie: families[family].cookie })).json();
  const statusOf = async (family: number) =>
    (await autoEnrolOf(t, organiser, term.termId)).carryOvers.find((c) => c.childId === child(family))!.offer?.status;
  const entryStatus = async (entryId: number) =>
    (await queryOne<{ status: string }>(t, sql`select status from waiting_list_entries where id = ${entryId}`)).status;
  /** The places of a run held for its waiting list's families. */
  const waitingOffersHeld = async (runId: number) =>
    (
      await queryOne<{ n: number }>(
        t,
        sql`select count(*)::int as n from holds where run_id = ${runId} and waiting_list_entry_id is not null`,
      )
    ).n;
  /** Every email the families were sent, counted: a second offer would be one more. */
  const mailCount = async () => {
    await t.app.jobs.settled();
    const counts = await Promise.all(families.map(async (f) => (await inboxSubjects(t, f.cookie)).length));
    return counts.reduce((a, b) => a + b, 0);
  };
  /** The catch-up run, as its schedule or a start-up queues it, and the `expire-holds` runs it queues. */
  const sweep = async () => {
    await t.runJob('sweep-holds', {});
    await t.app.jobs.settled();
  };
  const signInAgain = async () => {
    // Sessions last less than the weeks the clock moves on.
    organiser = await t.signIn('demo', DEMO.organiser);
    for (const family of families) family.cookie = await t.signIn('demo', family.email);
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    organiser = await t.signIn('demo', DEMO.organiser);
    families = await createFamilies(t, ['sw-ada', 'sw-ben', 'sw-cat', 'sw-dev', 'sw-eve', 'sw-fay'], 1);
    // Ada had Kickers this term and Ben Dancers; both classes have one place next term.
    term = await termReRun(
      t,
      organiser,
      families,
      [
        [0, 'Kickers'],
        [1, 'Dancers'],
      ],
      { Kickers: 1, Dancers: 1 },
    );
    await term.admin.publishRun(term.after.Kickers);
    await term.admin.publishRun(term.after.Dancers);
    // Ada's place is held for a week, Ben's for two.
    for (const [family, className, offerDays] of [
      [0, 'Kickers', 7],
      [1, 'Dancers', 14],
    ] as const) {
      const sent = await t.request({
        method: 'POST',
        url: `${AUTO_ENROL}/${term.termId}`,
        cookie: organiser,
        body: { places: [{ childId: child(family), runId: term.after[className] }], offerDays },
      });
      expect(sent.json(), sent.body).toMatchObject({ data: { offered: 1 } });
    }
    // Both classes are full for the public: Cat, then Fay, wait for Kickers; Dev, then Eve, for Dancers.
    for (const [family, className] of [
      [2, 'Kickers'],
      [5, 'Kickers'],
      [3, 'Dancers'],
      [4, 'Dancers'],
    ] as const) {
      const joined = await t.request({
        method: 'POST',
        url: '/api/bookings/waiting-list/join',
        cookie: families[family].cookie,
        body: { runId: term.after[className], childId: child(family) },
      });
      expect(joined.statusCode, joined.body).toBe(200);
      waiting[className].push({ family, entryId: (joined.json() as { data: WaitingListEntry }).data.entryId });
    }
    // The offers' own expiry runs are lost: only the sweep is left to lapse them.
    await t.app.jobs.settled();
    await t.db.execute(sql`delete from pgboss.job where name = 'expire-holds'`);
  });
  afterAll(() => t?.close());

  it('is queued as the server starts', async () => {
    const queued = await queryOne<{ n: number }>(
      t,
      sql`select count(*)::int as n from pgboss.job where name = 'sweep-holds'`,
    );
    expect(queued.n).toBeGreaterThan(0);
  });

  it("lapses an offer past its deadline whose run never came; its place goes to the waiting list's first family, once", async () => {
    t.clock.advance(7 * DAY + 60_000);
    await signInAgain();
    const [cat, fay] = waiting.Kickers;
    // Past the deadline, nothing has moved the place on yet.
    expect(await statusOf(0)).toBe('lapsed');
    expect((await basketOf(cat.family)).items).toEqual([]);

    await sweep();
    expect(await entryStatus(cat.entryId)).toBe('offered');
    expect((await basketOf(cat.family)).items).toMatchObject([{ runId: term.after.Kickers, offered: true }]);
    expect((await t.latestMail(families[cat.family].email))?.subject).toBe('A place for Child1 in Kickers');
    expect(await entryStatus(fay.entryId)).toBe('waiting');
    // Ben's offer still has a week to go.
    expect(await statusOf(1)).toBe('pending');
    expect(await entryStatus(waiting.Dancers[0].entryId)).toBe('waiting');

    // Swept again: nothing more lapses, nobody else is offered the place, nobody is emailed again.
    const mails = await mailCount();
    await sweep();
    expect(await entryStatus(cat.entryId)).toBe('offered');
    expect(await entryStatus(fay.entryId)).toBe('waiting');
    expect(await waitingOffersHeld(term.after.Kickers)).toBe(1);
    expect(await mailCount()).toBe(mails);
  });

  it('racing the delayed run itself, lapses the offer once and offers its place once', async () => {
    t.clock.advance(7 * DAY);
    await signInAgain();
    const [dev, eve] = waiting.Dancers;
    const clubId = (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`)).id;
    await Promise.all([t.runJob('expire-holds', { clubId }), sweep()]);
    await t.app.jobs.settled();
    expect(await statusOf(1)).toBe('lapsed');
    expect(await entryStatus(dev.entryId)).toBe('offered');
    expect(await entryStatus(eve.entryId)).toBe('waiting');
    expect(await waitingOffersHeld(term.after.Dancers)).toBe(1);
    expect((await basketOf(eve.family)).items).toEqual([]);
    const page = await autoEnrolOf(t, organiser, term.termId);
    expect(page.offersByRun).toEqual([
      { runId: term.after.Dancers, className: 'Dancers', pending: 0, accepted: 0, declined: 0, lapsed: 1 },
      { runId: term.after.Kickers, className: 'Kickers', pending: 0, accepted: 0, declined: 0, lapsed: 1 },
    ]);
  });
});
