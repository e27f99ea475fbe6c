import type { ContactDetail, ContactsListResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, queryOne, userIdOf } from '../../test-support/accounts.js';
import { createCamp, createRun } from '../../test-support/booking-fixtures.js';
import { bookFree, FREE_CAMP, FREE_RUN } from '../../test-support/free-bookings.js';
import { childIdNamed, signInDemoPeople } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { toEpoch } from '../../lib/epoch.js';

const LIST = '/api/contacts/all-contacts';
const CSV = '/api/v4/contacts/export.csv';

const validChild = {
  firstName: 'Arjun',
  lastName: 'Parent',
  dateOfBirth: '2019-05-14',
  emergencyContacts: [{ name: 'Gran Parent', relation: 'Grandmother', phone: '07700900999' }],
};

describe.each(testDrivers)('contacts on %s', (driver) => {
  let t: TestApp;
  const cookies: Record<'organiser' | 'coach' | 'parent' | 'riverside', string> = {} as never;
  let priya: number;
  let pat: number;
  let arjun: number;
  let runId: number;
  let emptyRunId: number;
  let camp: { campId: number; weekId: number };

  const list = (query = '', cookie = cookies.organiser, club = 'demo') =>
    t.request({ club, url: `${LIST}${query}`, cookie });
  const listed = async (query = ''): Promise<ContactsListResponse> => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const names = (body: ContactsListResponse) => body.data.map((c) => `${c.firstName} ${c.lastName}`);
  const detail = (parentId: number, cookie = cookies.organiser, club = 'demo') =>
    t.request({ club, url: `/api/v4/contacts/${parentId}`, cookie });
  const post = (url: string, body?: object, cookie = cookies.organiser) =>
    t.request({ method: 'POST', url, cookie, body: body ?? {} });
  const childId = (firstName: string) => childIdNamed(t, firstName);

  beforeAll(async () => {
    t = await createTestApp(driver);
    Object.assign(cookies, await signInDemoPeople(t));
    priya = await userIdOf(t, DEMO.parent);
    pat = await userIdOf(t, 'parent2@example.com');
    arjun = await childId('Arjun');
    ({ runId } = await createRun(t, { capacity: 10, sessions: 3, ...FREE_RUN }));
    ({ runId: emptyRunId } = await createRun(t, { capacity: 10, sessions: 3, ...FREE_RUN }));
    camp = await createCamp(t, { capacity: 10, ...FREE_CAMP });
    await bookFree(t, cookies.parent, { type: 'term', childId: arjun, runId });
    await bookFree(t, cookies.parent, { type: 'camp-week', childId: arjun, campId: camp.campId, weekId: camp.weekId });
    await t.db.execute(sql`update users set mobile = '07700 955123' where id = ${priya}`);
  });
  afterAll(() => t.close());

  describe('the list', () => {
    it("shows the organiser the club's parents with their children, a page of 50", async () => {
      const body = await listed();
      expect(body).toMatchObject({ page: 1, pageSize: 50 });
      // The demo's seeded families are more than a page.
      expect(body.total).toBeGreaterThan(50);
      expect(body.data).toHaveLength(50);
      const row = (await listed('?search=priya')).data.find((c) => c.parentId === priya);
      expect(row).toMatchObject({ firstName: 'Priya', lastName: 'Parent', email: DEMO.parent });
      expect(row!.children.map((c) => c.firstName).sort()).toEqual(['Arjun', 'Maya']);
      expect(names(await listed('?search=Pat%20Second'))).toEqual(['Pat Second']);
      // Staff are not contacts unless they are parents too.
      expect((await listed('?search=coach')).data.map((c) => c.email)).not.toContain(DEMO.coach);
    });

    it('narrows to the parents with a place on a run, a term, a camp or a camp week', async () => {
      const termId = (await queryOne<{ term_id: number }>(t, sql`select term_id from runs where id = ${runId}`))
        .term_id;
      for (const query of [
        `runId=${runId}`,
        `termId=${termId}`,
        `campId=${camp.campId}`,
        `campWeekId=${camp.weekId}`,
      ]) {
        expect(names(await listed(`?${query}`)), query).toEqual(['Priya Parent']);
      }
      expect(await listed(`?runId=${emptyRunId}`)).toMatchObject({ data: [], total: 0 });
    });

    it('searches names, emails, phone numbers (ignoring spaces) and children, the pattern taken literally', async () => {
      expect(names(await listed('?search=arjun'))).toEqual(['Priya Parent']);
      expect(names(await listed('?search=PARENT2%40example'))).toEqual(['Pat Second']);
      expect(names(await listed('?search=07700955123'))).toEqual(['Priya Parent']);
      expect(names(await listed('?search=(07700)%20955-123'))).toEqual(['Priya Parent']);
      expect(names(await listed('?search=priya%20parent'))).toEqual(['Priya Parent']);
      expect((await listed('?search=%25')).total).toBe(0);
      expect((await listed('?search=nobody-here')).data).toEqual([]);
    });

    it("finds only the club's contacts, by their children the club's members only, joined when first connected", async () => {
      // Sorcha: a parent membership since 2024, her child Quill the club's member since 2023.
      // Oona: no membership, connected only by her child Tamsin; her number has a + and brackets.
      // Sorcha's child Ximena and the other Searchable are Riverside's only.
      await t.db.execute(sql`
        with club as (select id, subdomain from clubs where subdomain in ('demo', 'riverside')),
        people as (
          insert into users (email, first_name, last_name, mobile) values
            ('sorcha@example.com', 'Sorcha', 'Searchable', null),
            ('oona@example.com', 'Oona', 'Onlychild', '+44 (20) 7946-0000'),
            ('searchable-elsewhere@example.com', 'Elsa', 'Searchable', null)
          returning id, email),
        joined as (
          insert into memberships (club_id, user_id, role, created_at)
          select club.id, people.id, 'parent', '2024-06-01T00:00:00Z' from people, club
          where (people.email, club.subdomain) in (('sorcha@example.com', 'demo'), ('searchable-elsewhere@example.com', 'riverside'))),
        kids as (
          insert into children (parent_user_id, first_name, last_name, date_of_birth)
          select people.id, kid.name, 'Kid', '2018-01-01' from people join (values
            ('sorcha@example.com', 'Quill'), ('sorcha@example.com', 'Ximena'), ('oona@example.com', 'Tamsin')
          ) kid (email, name) on kid.email = people.email
          returning id, first_name)
        insert into club_children (club_id, child_id, created_at)
        select club.id, kids.id, '2023-01-01T00:00:00Z' from kids, club
        where (kids.first_name, club.subdomain) in (('Quill', 'demo'), ('Ximena', 'riverside'), ('Tamsin', 'demo'))`);
      const searched = await listed('?search=searchable');
      expect(names(searched)).toEqual(['Sorcha Searchable']);
      expect(searched.data[0].joinedAt).toBe(toEpoch(new Date('2023-01-01T00:00:00Z')));
      expect(searched.data[0].children.map((c) => c.firstName)).toEqual(['Quill']);
      expect(names(await listed('?search=quill'))).toEqual(['Sorcha Searchable']);
      expect((await listed('?search=ximena')).total).toBe(0);
      expect(names(await listed('?search=onlychild'))).toEqual(['Oona Onlychild']);
      expect(names(await listed('?search=tamsin'))).toEqual(['Oona Onlychild']);
      expect(names(await listed('?search=%2B44%2020%207946'))).toEqual(['Oona Onlychild']);
      // The same contacts and dates as the whole list gives them.
      const all = await listed('?sort=created');
      const sorcha = all.data.find((c) => c.lastName === 'Searchable');
      expect(sorcha).toEqual(searched.data[0]);
      expect(all.data.filter((c) => ['Searchable', 'Onlychild'].includes(c.lastName))).toHaveLength(2);
    });

    it('pages and sorts on the server', async () => {
      await t.db.execute(sql`
        with made as (
          insert into users (email, first_name, last_name, created_at)
          select 'bulk' || n || '@example.com', 'Bulk', 'Zz' || lpad(n::text, 3, '0'), now()
          from generate_series(1, 60) n returning id)
        insert into memberships (club_id, user_id, role, created_at)
        select (select id from clubs where subdomain = 'demo'), id, 'parent', now() + (id || ' seconds')::interval
        from made`);
      const first = await listed('?search=bulk');
      expect(first.total).toBe(60);
      expect(first.data).toHaveLength(50);
      expect(first.data[0].lastName).toBe('Zz001');
      const second = await listed('?search=bulk&page=2');
      expect(second.data.map((c) => c.lastName)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Zz${String(51 + i).padStart(3, '0')}`),
      );
      expect((await listed('?search=bulk&sort=-name')).data[0].lastName).toBe('Zz060');
      expect((await listed('?search=bulk&sort=-created')).data[0].lastName).toBe('Zz060');
      expect(await listed('?search=bulk&page=9')).toMatchObject({ data: [], total: 60, page: 9 });
    });

    it.each([
      ['?runId=abc', 'runId'],
      ['?page=0', 'page'],
      ['?sort=email', 'sort'],
      [`?runId=1&campId=2`, 'campId'],
      [`?search=${'x'.repeat(101)}`, 'search'],
      ['?search=a%00b', 'search'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const res = await list(query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.issues.map((i: { path: string }) => i.path)).toEqual([expect.stringContaining(field)]);
    });

    it("refuses coaches and parents (403), and shows another club's organiser only their own contacts", async () => {
      expect((await list('', cookies.coach)).statusCode).toBe(403);
      expect((await list('', cookies.parent)).statusCode).toBe(403);
      expect((await list('', cookies.riverside)).statusCode).toBe(403);
      const riverside = await list('', cookies.riverside, 'riverside');
      expect(riverside.statusCode).toBe(200);
      expect(riverside.body).not.toContain(DEMO.parent);
    });
  });

  describe('the CSV', () => {
    it('downloads the filtered list, cells quoted and formulas defused', async () => {
      await createPerson(t, {
        email: 'csv-risky@example.com',
        firstName: '=HYPERLINK("http://evil.example")',
        memberships: [{ club: 'demo', role: 'parent' }],
      });
      await t.db.execute(sql`update users set last_name = 'Smith, "Jr"', mobile = '+447700900555'
        where email = 'csv-risky@example.com'`);
      // Joined late in the evening UTC: the club's day (Europe/London, BST) is the next one.
      await t.db.execute(sql`update memberships set created_at = '2026-10-14T23:30:00Z'
        where user_id = (select id from users where email = 'csv-risky@example.com')`);
      const res = await t.request({ url: `${CSV}?search=csv-risky`, cookie: cookies.organiser });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="demo-contacts.csv"');
      expect(res.body).toBe(
        'First name,Last name,Email,Phone,Joined,Children\r\n' +
          `"'=HYPERLINK(""http://evil.example"")","Smith, ""Jr""",csv-risky@example.com,'+447700900555,2026-10-15,\r\n`,
      );
    });

    it('lists every page, with children, for a filter', async () => {
      const res = await t.request({ url: `${CSV}?runId=${runId}`, cookie: cookies.organiser });
      const lines = res.body.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        /^Priya,Parent,parent@example.com,07700 955123,\d{4}-\d\d-\d\d,Arjun Parent \(2019-05-14\); Maya Parent/,
      );
      const all = await t.request({ url: `${CSV}?search=bulk`, cookie: cookies.organiser });
      expect(all.body.trim().split('\r\n')).toHaveLength(61);
    });

    it('refuses coaches (403) and bad filters (400)', async () => {
      expect((await t.request({ url: CSV, cookie: cookies.coach })).statusCode).toBe(403);
      expect((await t.request({ url: `${CSV}?termId=-1`, cookie: cookies.organiser })).statusCode).toBe(400);
    });
  });

  describe('one contact', () => {
    it('shows the parent, children with notes and photo answer, bookings, orders and consents', async () => {
      await t.db.execute(sql`update children set medical_notes = 'Asthma: inhaler in bag' where id = ${arjun}`);
      const res = await detail(priya);
      expect(res.statusCode, res.body).toBe(200);
      const contact: ContactDetail = res.json();
      expect(contact.parent).toMatchObject({ parentId: priya, firstName: 'Priya', email: DEMO.parent });
      expect(contact.children.find((c) => c.personId === arjun)).toMatchObject({
        medicalNotes: 'Asthma: inhaler in bag',
        photoPermission: null,
      });
      expect(contact.bookings.map((b) => b.what)).toEqual(
        expect.arrayContaining(['Booking Test Class', 'Booking Test Camp']),
      );
      expect(contact.orders.length).toBeGreaterThanOrEqual(2);
      expect(contact.orders[0]).toMatchObject({ total: 0, status: 'completed' });
      expect(contact.orders[0].reference).toBe(contact.orders[0].uuid.slice(0, 8).toUpperCase());
      expect(contact.consents).toHaveProperty('marketingOptIn');
    });

    it("answers 404 for someone who is not the club's contact, and for another club's organiser on their host", async () => {
      expect((await detail(await userIdOf(t, DEMO.coach))).statusCode).toBe(404);
      expect((await detail(999999)).statusCode).toBe(404);
      expect((await detail(priya, cookies.riverside, 'riverside')).statusCode).toBe(404);
      expect((await detail(priya, cookies.coach)).statusCode).toBe(403);
      expect((await detail(priya, cookies.coach)).body).not.toContain('Asthma');
    });
  });

  describe('editing a child', () => {
    const editUrl = (parentId: number, child: number) => `/api/v4/contacts/${parentId}/child/${child}`;

    it("saves the organiser's edit with the parent's rules, notes too once the parent consented", async () => {
      await t.db.execute(sql`insert into contract_acceptances (user_id, contract_id, special_category_consent)
        values (${priya}, (select id from contracts where role = 'parent' order by version desc limit 1), true)`);
      const body = { ...validChild, firstName: 'Arjun-Kumar', allergyNotes: 'Peanuts' };
      const res = await post(editUrl(priya, arjun), body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ personId: arjun, firstName: 'Arjun-Kumar' });
      const row = await queryOne<{ first_name: string; allergy_notes: string }>(
        t,
        sql`select first_name, allergy_notes from children where id = ${arjun}`,
      );
      expect(row).toEqual({ first_name: 'Arjun-Kumar', allergy_notes: 'Peanuts' });
      await post(editUrl(priya, arjun), validChild);
    });

    it('refuses bad input with 400 naming the field, and changes nothing', async () => {
      const res = await post(editUrl(priya, arjun), { ...validChild, dateOfBirth: '2019-02-30', firstName: '' });
      expect(res.statusCode).toBe(400);
      const paths = res.json().error.issues.map((i: { path: string }) => i.path);
      expect(paths).toEqual(expect.arrayContaining(['body.dateOfBirth', 'body.firstName']));
      expect(
        (await queryOne<{ first_name: string }>(t, sql`select first_name from children where id = ${arjun}`))
          .first_name,
      ).toBe('Arjun');
    });

    it('refuses notes while the parent has not given the special-category consent (400 naming the note)', async () => {
      const zoe = await childId('Zoe');
      await t.db.execute(sql`insert into club_children (club_id, child_id)
        values ((select id from clubs where subdomain = 'demo'), ${zoe}) on conflict do nothing`);
      const res = await post(editUrl(pat, zoe), {
        ...validChild,
        firstName: 'Zoe',
        medicalNotes: 'Diabetes',
        specialCategoryConsent: true,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.issues).toEqual([
        { path: 'body.medicalNotes', message: expect.stringContaining('Only they can, on their account') },
      ]);
      expect(
        (await queryOne<{ m: string | null }>(t, sql`select medical_notes as m from children where id = ${zoe}`)).m,
      ).toBeNull();
    });

    it("answers 404 for another parent's child, and 403 to a coach", async () => {
      expect((await post(editUrl(pat, arjun), validChild)).statusCode).toBe(404);
      expect((await post(editUrl(priya, arjun), validChild, cookies.coach)).statusCode).toBe(403);
      const riverside = await t.request({
        club: 'riverside',
        method: 'POST',
        url: editUrl(priya, arjun),
        cookie: cookies.riverside,
        body: validChild,
      });
      expect(riverside.statusCode).toBe(404);
    });
  });

  describe('removing a contact', () => {
    it('refuses (409, saying why) while they have upcoming places', async () => {
      const res = await post(`/api/v4/contacts/${priya}/remove`);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toContain('upcoming booked places');
      expect((await detail(priya)).statusCode).toBe(200);
    });

    it('refuses while they have an unpaid order', async () => {
      const { userId } = await createPerson(t, {
        email: 'owes@example.com',
        memberships: [{ club: 'demo', role: 'parent' }],
      });
      await t.db
        .execute(sql`insert into orders (club_id, parent_user_id, status, subtotal, discounts, total, idempotency_key, created_at)
        values ((select id from clubs where subdomain = 'demo'), ${userId}, 'pending', 2700, 0, 2700, 'owes-1', now())`);
      const res = await post(`/api/v4/contacts/${userId}/remove`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toContain('1 unpaid order');
    });

    it('otherwise ends the club connection only: the account and other clubs stay', async () => {
      const { userId } = await createPerson(t, {
        email: 'leaving@example.com',
        memberships: [
          { club: 'demo', role: 'parent' },
          { club: 'riverside', role: 'parent' },
        ],
      });
      const res = await post(`/api/v4/contacts/${userId}/remove`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ parentId: userId, removed: true });
      expect((await detail(userId)).statusCode).toBe(404);
      expect((await listed('?search=leaving')).total).toBe(0);
      expect(await queryAll(t, sql`select id from users where id = ${userId}`)).toHaveLength(1);
      const left = await queryAll<{ subdomain: string }>(
        t,
        sql`select c.subdomain from memberships m join clubs c on c.id = m.club_id where m.user_id = ${userId}`,
      );
      expect(left).toEqual([{ subdomain: 'riverside' }]);
      expect((await post(`/api/v4/contacts/${userId}/remove`)).statusCode).toBe(404);
    });

    it("ends their children's membership of the club too, and only of this club", async () => {
      const { userId } = await createPerson(t, {
        email: 'leaving-with-child@example.com',
        memberships: [
          { club: 'demo', role: 'parent' },
          { club: 'riverside', role: 'parent' },
        ],
      });
      await t.db.execute(sql`with child as (
          insert into children (parent_user_id, first_name, last_name, date_of_birth)
          values (${userId}, 'Leah', 'Leaving', '2018-03-01') returning id)
        insert into club_children (club_id, child_id, created_at)
        select c.id, child.id, now() from clubs c, child where c.subdomain in ('demo', 'riverside')`);
      const res = await post(`/api/v4/contacts/${userId}/remove`);
      expect(res.statusCode, res.body).toBe(200);
      const clubsOfChild = await queryAll<{ subdomain: string }>(
        t,
        sql`select c.subdomain from club_children cc join clubs c on c.id = cc.club_id
          join children ch on ch.id = cc.child_id where ch.parent_user_id = ${userId}`,
      );
      expect(clubsOfChild).toEqual([{ subdomain: 'riverside' }]);
    });

    it('refuses a coach (403) and answers 404 on another club', async () => {
      expect((await post(`/api/v4/contacts/${pat}/remove`, {}, cookies.coach)).statusCode).toBe(403);
      const riverside = await t.request({
        club: 'riverside',
        method: 'POST',
        url: `/api/v4/contacts/${pat}/remove`,
        cookie: cookies.riverside,
        body: {},
      });
      expect(riverside.statusCode).toBe(404);
    });
  });

  describe('adding a contact', () => {
    const add = (body: object, cookie = cookies.organiser) => post('/api/v4/contacts/add', body, cookie);
    const parent = {
      step: 1,
      firstName: 'Nia',
      lastName: 'Newparent',
      email: 'Nia.New@Example.com',
      phone: '07700 900456',
    };

    it('makes a new account with no password, connects it and emails a sign-in link', async () => {
      const res = await add(parent);
      expect(res.statusCode, res.body).toBe(200);
      const { parentId, created, outcome } = res.json();
      expect(created).toBe(true);
      expect(outcome).toBe('created');
      const user = await queryOne<{ email: string; password_hash: string | null }>(
        t,
        sql`select email, password_hash from users where id = ${parentId}`,
      );
      expect(user).toEqual({ email: 'nia.new@example.com', password_hash: null });
      expect(names(await listed('?search=newparent'))).toEqual(['Nia Newparent']);
      const mail = await t.latestMail('nia.new@example.com');
      expect(mail?.text).toContain('/api/magic-link-login?token=');
    });

    it('connects an existing account with that email instead of making another, saying whose names and phone it keeps', async () => {
      await createPerson(t, { email: 'elsewhere@example.com', memberships: [{ club: 'riverside', role: 'parent' }] });
      const before = await userIdOf(t, 'elsewhere@example.com');
      const res = await add({ ...parent, email: 'ELSEWHERE@example.com' });
      expect(res.statusCode, res.body).toBe(200);
      // Linked now; the account's own names (not the typed Nia Newparent) are kept, and the answer says so.
      expect(res.json()).toEqual({
        parentId: before,
        created: false,
        outcome: 'linked',
        account: { firstName: 'Test', lastName: 'Person', phone: null },
        childId: null,
      });
      expect(await queryAll(t, sql`select id from users where email = 'elsewhere@example.com'`)).toHaveLength(1);
      expect((await detail(before)).statusCode).toBe(200);
      const added = () =>
        queryAll(t, sql`select id from audit_log where action = 'contact.added' and subject_user_id = ${before}`);
      expect(await added()).toHaveLength(1);

      // Added again: already the club's contact, nothing changes and nothing is logged twice.
      const again = await add({ ...parent, email: 'elsewhere@example.com' });
      expect(again.json()).toMatchObject({ parentId: before, created: false, outcome: 'already-connected' });
      expect(await added()).toHaveLength(1);
    });

    it('adds a child to a contact in step 2', async () => {
      const parentId = await userIdOf(t, 'nia.new@example.com');
      const res = await add({ step: 2, parentId, child: { ...validChild, firstName: 'Noor', photoPermission: '0' } });
      expect(res.statusCode, res.body).toBe(200);
      const { childId: newChild } = res.json();
      const contact: ContactDetail = (await detail(parentId)).json();
      expect(contact.children).toEqual([expect.objectContaining({ personId: newChild, photoPermission: '0' })]);
    });

    it.each([
      [{ ...parent, email: 'not-an-email' }, 'body.email'],
      [{ ...parent, phone: '12345' }, 'body.phone'],
      [{ ...parent, firstName: '' }, 'body.firstName'],
      [{ step: 2, parentId: 1, child: { ...validChild, photoPermission: 'maybe' } }, 'body.child.photoPermission'],
      [{ step: 3 }, 'body.step'],
    ])('refuses bad input with 400 naming the field (%#)', async (body, field) => {
      const res = await add(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(field);
    });

    it("answers 404 for step 2 naming someone who is not the club's contact, and 403 to a coach", async () => {
      const coachId = await userIdOf(t, DEMO.coach);
      const res = await add({ step: 2, parentId: coachId, child: { ...validChild, photoPermission: '1' } });
      expect(res.statusCode).toBe(404);
      expect((await add({ ...parent, email: 'coach-made@example.com' }, cookies.coach)).statusCode).toBe(403);
      expect(await queryAll(t, sql`select id from users where email = 'coach-made@example.com'`)).toHaveLength(0);
    });
  });

  describe('kept as connections change (club_contacts, by triggers)', () => {
    const listedIds = async (search: string) => (await listed(`?search=${search}`)).data.map((c) => c.parentId);
    const joinedOf = async (search: string) => (await listed(`?search=${search}`)).data[0]?.joinedAt;

    it('follows memberships, club children, a child deleted or moved, on every path that writes them', async () => {
      const kim = (await createPerson(t, { email: 'kept-kim@example.com', firstName: 'Kept' })).userId;
      const lee = (await createPerson(t, { email: 'kept-lee@example.com', firstName: 'Kept' })).userId;
      expect(await listedIds('kept-')).toEqual([]);

      // A parent membership makes a contact; deactivated, or another role, it no longer does.
      await t.db.execute(sql`insert into memberships (club_id, user_id, role, created_at)
        values ((select id from clubs where subdomain = 'demo'), ${kim}, 'parent', '2026-01-05T10:00:00Z')`);
      expect(await listedIds('kept-')).toEqual([kim]);
      await t.db.execute(sql`update memberships set status = 'deactivated' where user_id = ${kim}`);
      expect(await listedIds('kept-')).toEqual([]);
      await t.db.execute(sql`update memberships set status = 'active', role = 'coach' where user_id = ${kim}`);
      expect(await listedIds('kept-')).toEqual([]);
      await t.db.execute(sql`update memberships set role = 'parent' where user_id = ${kim}`);

      // A child who is the club's member connects its parent, joined when first connected.
      const [{ id: child }] = await queryAll<{ id: number }>(
        t,
        sql`insert into children (parent_user_id, first_name, last_name, date_of_birth)
          values (${kim}, 'Kit', 'Kim', '2018-03-01') returning id`,
      );
      await t.db.execute(sql`insert into club_children (club_id, child_id, created_at)
        values ((select id from clubs where subdomain = 'demo'), ${child}, '2025-12-01T10:00:00Z')`);
      expect(await joinedOf('kept-kim')).toBe(toEpoch(new Date('2025-12-01T10:00:00Z')));
      await t.db.execute(sql`delete from memberships where user_id = ${kim}`);
      expect(await listedIds('kept-'), 'still connected by the child').toEqual([kim]);

      // The child moved to another parent takes the connection along; deleted, it ends it.
      await t.db.execute(sql`update children set parent_user_id = ${lee} where id = ${child}`);
      expect(await listedIds('kept-')).toEqual([lee]);
      await t.db.execute(sql`delete from children where id = ${child}`);
      expect(await listedIds('kept-')).toEqual([]);
    });

    it('holds exactly the connections its sources make, for every club, after everything above', async () => {
      const drift = await queryAll(
        t,
        sql`with sources as (
            select club_id, parent_id as user_id, min(joined_at) as joined_at from (
              select m.club_id, m.user_id as parent_id, m.created_at as joined_at from memberships m
                where m.role = 'parent' and m.status = 'active'
              union all
              select cc.club_id, ch.parent_user_id, cc.created_at from club_children cc join children ch on ch.id = cc.child_id
            ) connected group by club_id, parent_id)
          (select * from sources except select club_id, user_id, joined_at from club_contacts)
          union all
          (select club_id, user_id, joined_at from club_contacts except select * from sources)`,
      );
      expect(drift).toEqual([]);
    });
  });
});
