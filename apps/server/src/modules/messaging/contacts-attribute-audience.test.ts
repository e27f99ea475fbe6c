import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACTS_PAGE_SIZE } from '@clubroom/domain/api';
import { DEMO, queryAll, userIdOf } from '../../test-support/accounts.js';
import { expectInputRefused } from '../../test-support/bad-input.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const PREVIEW = '/api/messaging/preview';
const SEND = '/api/messaging/send';
/** More red-team contacts than one page of the contacts list holds. */
const RED = CONTACTS_PAGE_SIZE + 3;

/**
 * A message to the contacts list as its contact attribute filter narrows it (issue 25): the server finds the
 * families again from the filter, every page of them, and nobody else.
 */
describe.each(testDrivers)('a message to an attribute-filtered contacts list on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let attributeId: number;
  let priya: number;

  const draft = (audience: unknown) => ({
    audience,
    purpose: 'service',
    channels: ['email'],
    subject: 'Team news',
    body: 'Hi {{parentFirstName}}.',
  });
  const preview = (audience: unknown, cookie = cookies.organiser, club = 'demo') =>
    t.request({ method: 'POST', url: PREVIEW, body: draft(audience), cookie, club });
  /** Every page of the contacts list for a query: the ids the organiser sees there. */
  async function listed(query: string): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const res = await t.request({
        url: `/api/contacts/all-contacts?${query}&page=${page}`,
        cookie: cookies.organiser,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json() as { data: { parentId: number }[] };
      if (data.length === 0) return ids;
      ids.push(...data.map((c) => c.parentId));
    }
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    priya = await userIdOf(t, DEMO.parent);
    const made = await t.request({
      method: 'POST',
      url: '/api/v4/contact-attributes',
      cookie: cookies.organiser,
      body: { name: 'Team' },
    });
    expect(made.statusCode, made.body).toBe(200);
    attributeId = made.json().attribute.attributeId;
    // Priya's value set as staff set it; then many more contacts, most of them red, two blue.
    const saved = await t.request({
      method: 'POST',
      url: `/api/v4/contacts/${priya}/registration`,
      cookie: cookies.organiser,
      body: { answers: [], attributeValues: [{ attributeId, value: 'Red Kites' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.db.execute(sql`
      with made as (
        insert into users (email, first_name, last_name, created_at)
        select 'team' || n || '@example.com', 'Teammate', 'Tt' || lpad(n::text, 3, '0'), now()
        from generate_series(1, ${RED + 1}) n returning id, last_name),
      joined as (
        insert into memberships (club_id, user_id, role, created_at)
        select (select id from clubs where subdomain = 'demo'), id, 'parent', now() from made returning user_id)
      insert into contact_attribute_values (club_id, attribute_id, parent_user_id, value)
      select (select id from clubs where subdomain = 'demo'), ${attributeId}::int, id,
        case when last_name in ('Tt001', 'Tt002') then 'Blue' else 'red squad' end
      from made`);
  });
  afterAll(() => t.close());

  it('reaches exactly the families the filtered list shows, on every page, and sends to them', async () => {
    const query = `attributeId=${attributeId}&attributeValue=red`;
    const onList = await listed(query);
    expect(onList).toHaveLength(RED);
    expect(onList).toContain(priya);
    const audience = { kind: 'contacts', attributeId, attributeValue: 'red' };
    const res = await preview(audience);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().audienceLabel).toBe("contacts whose Team contains 'red'");
    const names: string[] = res.json().recipients.map((r: { name: string }) => r.name);
    expect(names).toHaveLength(RED);
    expect(names).toContain('Priya Parent');
    expect(names).not.toContain('Teammate Tt001');
    expect(names).not.toContain('Pat Second');

    const sent = await t.request({
      method: 'POST',
      url: SEND,
      body: { ...draft(audience), idempotencyKey: randomUUID() },
      cookie: cookies.organiser,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.app.jobs.settled();
    const stored = await queryAll<{ userId: number }>(
      t,
      sql`select user_id as "userId" from message_recipients where message_id = ${sent.json().messageId as number}`,
    );
    expect(stored.map((r) => r.userId).sort()).toEqual([...onList].sort());
  });

  it('applies the search beside the attribute, and any value of it when none is given', async () => {
    const both = await preview({ kind: 'contacts', attributeId, attributeValue: 'RED', search: 'Priya' });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().audienceLabel).toBe("contacts whose Team contains 'RED' matching 'Priya'");
    expect(both.json().recipients.map((r: { name: string }) => r.name)).toEqual(['Priya Parent']);
    const any = await preview({ kind: 'contacts', attributeId });
    expect(any.json().audienceLabel).toBe('contacts with a Team');
    expect(any.json().recipients).toHaveLength((await listed(`attributeId=${attributeId}`)).length);
    expect(any.json().recipients).toHaveLength(RED + 2);
  });

  it("another club's attribute is 404, a value without its attribute 400, coaches 403", async () => {
    const riverside = await preview({ kind: 'contacts', attributeId }, cookies.riverside, 'riverside');
    expect(riverside.statusCode, riverside.body).toBe(404);
    await expectInputRefused(t, {
      name: 'value without attribute',
      request: {
        method: 'POST',
        url: PREVIEW,
        body: draft({ kind: 'contacts', attributeValue: 'red' }),
        cookie: cookies.organiser,
      },
      field: 'body.audience.attributeId',
    });
    await expectInputRefused(t, {
      name: 'a too long value',
      request: {
        method: 'POST',
        url: PREVIEW,
        body: draft({ kind: 'contacts', attributeId, attributeValue: 'x'.repeat(201) }),
        cookie: cookies.organiser,
      },
      field: 'body.audience.attributeValue',
    });
    expect((await preview({ kind: 'contacts', attributeId }, cookies.coach)).statusCode).toBe(403);
  });
});
