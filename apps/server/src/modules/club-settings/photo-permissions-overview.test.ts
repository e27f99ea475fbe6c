import type { PhotoPermissionsOverview } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import {
  signInDemoPeople,
  signInOrganiserWithoutFinance,
  type DemoCookies,
} from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const URL = '/api/settings/photo-permissions';
type Person = PhotoPermissionsOverview['people'][number];

describe.each(testDrivers)('photo permissions: paged, searched, filtered and counted on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies & { noFinance: string };
  /** The Quillfeather family's children at demo (one also at riverside), and riverside's own Quillfeather. */
  const kids = { adele: 0, bram: 0, xanthe: 0, ripley: 0 };

  const list = async (query = '', cookie = cookies.organiser, club = 'demo') => {
    const res = await t.request({ club, url: `${URL}${query}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PhotoPermissionsOverview;
  };
  const clubId = async (subdomain: string) =>
    (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = ${subdomain}`)).id;
  /** What the database holds for demo, counted independently of the route. */
  const demoCounts = async () => {
    const demo = await clubId('demo');
    return queryOne<{ yes: number; no: number; none: number }>(
      t,
      sql`select count(*) filter (where p.allowed)::int as yes, count(*) filter (where not p.allowed)::int as no,
            count(*) filter (where p.id is null)::int as none
          from club_children cc left join photo_permissions p on p.child_id = cc.child_id and p.club_id = ${demo}
          where cc.club_id = ${demo}`,
    );
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = { ...(await signInDemoPeople(t)), noFinance: await signInOrganiserWithoutFinance(t) };
    const [demo, riverside] = [await clubId('demo'), await clubId('riverside')];
    const { id: parent } = await queryOne<{ id: number }>(
      t,
      sql`insert into users (email, first_name, last_name) values ('quentin@example.com', 'Quentin', 'Zephyrine')
          returning id`,
    );
    const child = async (firstName: string, club: number) => {
      const { id } = await queryOne<{ id: number }>(
        t,
        sql`insert into children (parent_user_id, first_name, last_name, date_of_birth)
            values (${parent}, ${firstName}, 'Quillfeather', '2018-05-01') returning id`,
      );
      await t.db.execute(sql`insert into club_children (club_id, child_id) values (${club}, ${id})`);
      return id;
    };
    const answer = (club: number, childId: number, allowed: boolean) =>
      t.db.execute(sql`insert into photo_permissions (club_id, child_id, allowed, answered_at, answered_by_user_id)
        values (${club}, ${childId}, ${allowed}, now(), ${parent})`);
    // Names in mixed case: the list orders them as a person reads them, not by their capitals.
    kids.xanthe = await child('Xanthe', demo);
    kids.adele = await child('adele', demo);
    kids.bram = await child('Bram', demo);
    kids.ripley = await child('Ripley', riverside);
    await t.db.execute(sql`insert into club_children (club_id, child_id) values (${riverside}, ${kids.bram})`);
    await answer(demo, kids.adele, true);
    await answer(demo, kids.xanthe, false);
    await answer(riverside, kids.bram, false); // riverside's answer, not demo's: demo has none for Bram
    await answer(riverside, kids.ripley, false);
  });
  afterAll(() => t.close());

  it('answers 50 children a page, in a stable order over every page, with the total and the counts per answer', async () => {
    const counts = await demoCounts();
    const total = counts.yes + counts.no + counts.none;
    expect(total).toBeGreaterThan(100); // the demo's seeded families: three pages at least
    const first = await list('', cookies.noFinance); // no financial access needed
    expect(first).toMatchObject({ page: 1, pageSize: 50, total, counts });
    expect(first.people).toHaveLength(50);
    expect(Object.keys(first.people[0]).sort()).toEqual(['childId', 'firstName', 'lastName', 'parentName', 'status']);

    const pages = Math.ceil(total / 50);
    const seen: Person[] = [...first.people];
    for (let page = 2; page <= pages; page++) seen.push(...(await list(`?page=${page}`)).people);
    // Every child once: no page repeats or skips one.
    const demoChildren = await queryAll<{ id: number }>(
      t,
      sql`select child_id as id from club_children where club_id = ${await clubId('demo')}`,
    );
    expect(seen.map((p) => p.childId).sort((a, b) => a - b)).toEqual(
      demoChildren.map((c) => c.id).sort((a, b) => a - b),
    );
    expect((await list(`?page=${pages}`)).people).toHaveLength(total - (pages - 1) * 50);
    // Past the last page: nobody, and still how many there are.
    expect(await list(`?page=${pages + 1}`)).toMatchObject({ people: [], total, page: pages + 1 });
    // The same page twice is the same children in the same order.
    expect((await list('?page=2')).people).toEqual(seen.slice(50, 100));
  });

  it("finds children by their name or their parent's, in any case, ordered by last then first name", async () => {
    const family = await list('?search=quillFEATHER');
    expect(family.people).toEqual([
      {
        childId: kids.adele,
        firstName: 'adele',
        lastName: 'Quillfeather',
        parentName: 'Quentin Zephyrine',
        status: '1',
      },
      {
        childId: kids.bram,
        firstName: 'Bram',
        lastName: 'Quillfeather',
        parentName: 'Quentin Zephyrine',
        status: null,
      },
      {
        childId: kids.xanthe,
        firstName: 'Xanthe',
        lastName: 'Quillfeather',
        parentName: 'Quentin Zephyrine',
        status: '0',
      },
    ]);
    // The counts follow the search: the header says how many of these opted out.
    expect(family).toMatchObject({ total: 3, counts: { yes: 1, no: 1, none: 1 } });
    for (const search of ['Quentin Zephyrine', 'zephyr', 'Xanthe Quill']) {
      const found = await list(`?search=${encodeURIComponent(search)}`);
      expect(found.people.length, search).toBeGreaterThan(0);
      expect(
        found.people.every((p) => p.lastName === 'Quillfeather'),
        search,
      ).toBe(true);
    }
    expect((await list('?search=Xanthe%20Quill')).people.map((p) => p.childId)).toEqual([kids.xanthe]);
    // The search's text is taken as it is typed: % and _ are not wildcards.
    expect(await list('?search=%25')).toMatchObject({ people: [], total: 0, counts: { yes: 0, no: 0, none: 0 } });
    expect((await list('?search=Quillfeathe_')).total).toBe(0);
  });

  it('filters by answer, the total then being that answer’s count, and with a search too', async () => {
    const counts = await demoCounts();
    for (const [answer, status] of [
      ['yes', '1'],
      ['no', '0'],
      ['none', null],
    ] as const) {
      const filtered = await list(`?answer=${answer}`);
      expect(filtered.total, answer).toBe(counts[answer]);
      expect(filtered.counts, answer).toEqual(counts); // the header's counts are not narrowed by the filter
      expect(filtered.people.length, answer).toBe(Math.min(50, counts[answer]));
      expect(new Set(filtered.people.map((p) => p.status)), answer).toEqual(new Set([status]));
    }
    expect((await list('?answer=none&search=quillfeather')).people.map((p) => p.childId)).toEqual([kids.bram]);
    expect((await list('?answer=no&search=quillfeather')).people.map((p) => p.childId)).toEqual([kids.xanthe]);
  });

  it("counts a parent's answer as soon as they give it", async () => {
    const { id: child, name } = await queryOne<{ id: number; name: string }>(
      t,
      sql`select ch.id, ch.first_name || ' ' || ch.last_name as name from children ch
          join club_children cc on cc.child_id = ch.id and cc.club_id = ${await clubId('demo')}
          join users u on u.id = ch.parent_user_id where u.email = ${DEMO.parent} order by ch.id limit 1`,
    );
    await t.db.execute(sql`delete from photo_permissions where child_id = ${child}`);
    const search = `?search=${encodeURIComponent(name)}`;
    const before = await list(search);
    const answered = await t.request({
      club: 'demo',
      method: 'POST',
      url: '/api/v4/people/person/update-photo-permissions',
      cookie: cookies.parent,
      body: { personId: child, status: '0', clientId: await clubId('demo') },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const after = await list(search);
    expect(after.people.find((p) => p.childId === child)?.status).toBe('0');
    expect(after.counts).toEqual({ ...before.counts, no: before.counts.no + 1, none: before.counts.none - 1 });
  });

  it('answers 400 naming the field for a bad page, answer or search', async () => {
    for (const [query, field] of [
      ['?page=0', 'querystring.page'],
      ['?page=-1', 'querystring.page'],
      ['?page=1.5', 'querystring.page'],
      ['?page=two', 'querystring.page'],
      ['?page=100001', 'querystring.page'],
      ['?answer=maybe', 'querystring.answer'],
      ['?answer=1', 'querystring.answer'],
      [`?search=${'a'.repeat(101)}`, 'querystring.search'],
      ['?search=a%00b', 'querystring.search'],
    ]) {
      const res = await t.request({ club: 'demo', url: `${URL}${query}`, cookie: cookies.organiser });
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().error.issues.map((i: { path: string }) => i.path),
        query,
      ).toContain(field);
    }
  });

  it("never shows another club's children, nor another club's answer", async () => {
    // Riverside's organiser: refused on demo's host; on their own, none of demo's children.
    expect((await t.request({ club: 'demo', url: URL, cookie: cookies.riverside })).statusCode).toBe(403);
    for (const cookie of [cookies.coach, cookies.parent]) {
      expect((await t.request({ club: 'demo', url: URL, cookie })).statusCode).toBe(403);
    }
    const riverside = await list('?search=quillfeather', cookies.riverside, 'riverside');
    // Bram is both clubs' member: riverside sees its own answer for him; Adele and Xanthe are demo's only.
    expect(riverside.people.map((p) => [p.firstName, p.status])).toEqual([
      ['Bram', '0'],
      ['Ripley', '0'],
    ]);
    // Demo never lists riverside's Ripley; riverside, over every page, none of demo's own children.
    expect((await list('?search=Ripley%20Quillfeather')).people).toEqual([]);
    const demoOnly = await queryAll<{ id: number }>(
      t,
      sql`select child_id as id from club_children where club_id = ${await clubId('demo')}
          except select child_id from club_children where club_id = ${await clubId('riverside')}`,
    );
    const { total } = await list('', cookies.riverside, 'riverside');
    const riversideAll: Person[] = [];
    for (let page = 1; page <= Math.ceil(total / 50); page++)
      riversideAll.push(...(await list(`?page=${page}`, cookies.riverside, 'riverside')).people);
    expect(riversideAll).toHaveLength(total);
    const demoOnlyIds = new Set(demoOnly.map((c) => c.id));
    expect(riversideAll.filter((p) => demoOnlyIds.has(p.childId))).toEqual([]);
  });
});
