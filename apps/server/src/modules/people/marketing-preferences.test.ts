import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne, switchedInto } from '../../test-support/accounts.js';
import { expectInputRefused, type BadInputCase } from '../../test-support/bad-input.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const PREFERENCES = '/api/v4/parent/user/marketing-preferences';
const DETAIL = '/api/v4/parent/user/detail';

describe.each(testDrivers)("a parent's marketing preferences and details on %s", (driver) => {
  let t: TestApp;
  let parent: string;
  const stored = () =>
    queryOne<{ marketing_opt_in: boolean; marketing_epoch: number | null }>(
      t,
      sql`
    select marketing_opt_in, extract(epoch from marketing_updated_at)::float8 as marketing_epoch from users where email = ${DEMO.parent}`,
    );

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
  });
  afterAll(() => t.close());

  it('reads and changes the opt-in, remembering when it changed', async () => {
    expect((await t.request({ url: PREFERENCES, cookie: parent })).json()).toEqual({ status: false });
    const on = await t.request({ method: 'POST', url: PREFERENCES, cookie: parent, body: { optIn: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ status: true });
    expect((await t.request({ url: PREFERENCES, cookie: parent })).json()).toEqual({ status: true });
    expect(await stored()).toEqual({ marketing_opt_in: true, marketing_epoch: t.clock.now().getTime() / 1000 });

    t.clock.advance(60_000);
    expect(
      (await t.request({ method: 'POST', url: PREFERENCES, cookie: parent, body: { optIn: false } })).json(),
    ).toEqual({ status: false });
    expect(await stored()).toEqual({ marketing_opt_in: false, marketing_epoch: t.clock.now().getTime() / 1000 });
  });

  it("changes only the signed-in person's own preference", async () => {
    const coach = await t.signIn('demo', DEMO.coach);
    await t.request({ method: 'POST', url: PREFERENCES, cookie: coach, body: { optIn: true } });
    expect((await t.request({ url: PREFERENCES, cookie: parent })).json()).toEqual({ status: false });
    expect((await t.request({ url: PREFERENCES, cookie: coach })).json()).toEqual({ status: true });
  });

  it("answers the person's details and children", async () => {
    const res = await t.request({ method: 'POST', url: DETAIL, cookie: parent });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      firstName: 'Priya',
      lastName: 'Parent',
      email: DEMO.parent,
      mobile: '07700900123',
      children: [
        { id: expect.any(Number), firstName: 'Arjun', lastName: 'Parent', dateOfBirth: '2019-05-14' },
        { id: expect.any(Number), firstName: 'Maya', lastName: 'Parent', dateOfBirth: '2022-09-02' },
      ],
    });
  });

  it('refuses the choice to support switched into the parent, who may still read it', async () => {
    const before = await stored();
    const switched = await switchedInto(t, DEMO.parent);
    const res = await t.request({
      method: 'POST',
      url: PREFERENCES,
      cookie: switched,
      body: { optIn: !before.marketing_opt_in },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'SWITCHED_SESSION_REFUSED',
      message: messages.switchedSession.refused('Priya'),
    });
    expect(await stored()).toEqual(before);
    const read = await t.request({ url: PREFERENCES, cookie: switched });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ status: before.marketing_opt_in });
  });

  it('asks nobody to sign in', async () => {
    for (const res of [
      await t.request({ url: PREFERENCES }),
      await t.request({ method: 'POST', url: PREFERENCES, body: { optIn: true } }),
      await t.request({ method: 'POST', url: DETAIL }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  const badInput: BadInputCase[] = [
    { name: 'optIn missing', request: { method: 'POST', url: PREFERENCES, body: {} }, field: 'body.optIn' },
    {
      name: 'optIn a string',
      request: { method: 'POST', url: PREFERENCES, body: { optIn: 'yes' } },
      field: 'body.optIn',
    },
    { name: 'optIn a number', request: { method: 'POST', url: PREFERENCES, body: { optIn: 1 } }, field: 'body.optIn' },
    { name: 'optIn null', request: { method: 'POST', url: PREFERENCES, body: { optIn: null } }, field: 'body.optIn' },
  ];
  it.each(badInput)('refuses bad input: $name', async (c) => {
    await expectInputRefused(t, { ...c, request: { ...c.request, cookie: parent } });
  });
});
