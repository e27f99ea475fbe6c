import type { AddChildBody, Child } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { acceptancesOf } from '../../test-support/acceptances.js';
import { createPerson, DEMO, queryAll, switchedInto } from '../../test-support/accounts.js';
import { accountTablesDigest, expectInputRefused, overlong, type BadInputCase } from '../../test-support/bad-input.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonDateDaysFromTestNow } from '../../test-support/test-dates.js';

const CHILDREN = '/api/v4/people/parent/children';
const ADD = '/api/v4/people/child/add';
const childUrl = (id: number, action = '') => `/api/v4/people/child/${id}${action}`;

const newChild = (overrides: Partial<AddChildBody> = {}): AddChildBody => ({
  firstName: 'Zara',
  lastName: 'Parent',
  dateOfBirth: '2018-11-30',
  gender: 'female',
  emergencyContacts: [{ name: 'Ravi Parent', relation: 'Father', phone: '07700 900456' }],
  photoPermission: '1',
  ...overrides,
});

describe.each(testDrivers)("a parent's children on %s", (driver) => {
  let t: TestApp;
  let parent: string;
  let otherParent: string;
  const accept = (cookie: string, specialCategoryConsent: boolean) =>
    t.request({
      method: 'POST',
      url: '/api/v4/contract/accept',
      cookie,
      body: { version: 1, acceptTerms: true, specialCategoryConsent },
    });
  const children = async (cookie = parent) => (await t.request({ url: CHILDREN, cookie })).json();
  const add = (body: unknown, cookie = parent, club: string | null = 'demo') =>
    t.request({ method: 'POST', club, url: ADD, cookie, body });

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    await createPerson(t, { email: 'other-parent@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
    otherParent = await t.signIn('demo', 'other-parent@example.com');
    await accept(otherParent, false);
  });
  afterAll(() => t.close());
  // Each test starts with the parent's terms accepted without the special-category consent.
  beforeEach(async () => {
    await t.db.execute(
      sql`delete from contract_acceptances where user_id = (select id from users where email = ${DEMO.parent})`,
    );
    expect((await accept(parent, false)).statusCode).toBe(200);
  });

  it("lists the parent's children with their school year, and whether notes may be kept", async () => {
    expect(await children()).toEqual({
      specialCategoryConsent: false,
      children: [
        expect.objectContaining({
          firstName: 'Arjun',
          dateOfBirth: '2019-05-14',
          schoolYear: '3',
          emergencyContacts: [],
        }),
        expect.objectContaining({ firstName: 'Maya', dateOfBirth: '2022-09-02', schoolYear: 'nursery' }),
      ],
    });
    expect(await children(otherParent)).toEqual({ specialCategoryConsent: false, children: [] });
  });

  it('adds a child on the club site: joined to the club, with contacts and the photo answer, seen by the parent alone', async () => {
    const res = await add(newChild());
    expect(res.statusCode, res.body).toBe(200);
    const child: Child = res.json();
    expect(child).toEqual({
      personId: expect.any(Number),
      firstName: 'Zara',
      lastName: 'Parent',
      dateOfBirth: '2018-11-30',
      gender: 'female',
      schoolYear: '3',
      medicalNotes: null,
      allergyNotes: null,
      specialNeeds: null,
      emergencyContacts: [{ name: 'Ravi Parent', relation: 'Father', phone: '07700 900456' }],
      photoUrl: null,
    });
    expect((await t.request({ url: childUrl(child.personId), cookie: parent })).json()).toEqual(child);
    expect(
      await queryAll(
        t,
        sql`select c.subdomain, p.allowed from club_children cc join clubs c on c.id = cc.club_id
            left join photo_permissions p on p.child_id = cc.child_id and p.club_id = cc.club_id
            where cc.child_id = ${child.personId}`,
      ),
    ).toEqual([{ subdomain: 'demo', allowed: true }]);
    // Another parent: as if it did not exist.
    const other = await t.request({ url: childUrl(child.personId), cookie: otherParent });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('NOT_FOUND');
  });

  it('edits the details and contacts, and removes the child with everything kept about them', async () => {
    const { personId } = (await add(newChild())).json();
    const edited = await t.request({
      method: 'POST',
      url: childUrl(personId, '/update'),
      cookie: parent,
      body: {
        ...newChild({ firstName: 'Zahra', gender: null }),
        emergencyContacts: [
          { name: 'Gran', relation: 'Grandmother', phone: '020 7946 0000' },
          { name: 'Ravi Parent', relation: 'Father', phone: '+44 7700 900456' },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      firstName: 'Zahra',
      gender: null,
      emergencyContacts: [
        { name: 'Gran', relation: 'Grandmother', phone: '020 7946 0000' },
        { name: 'Ravi Parent', relation: 'Father', phone: '+44 7700 900456' },
      ],
    });

    const refused = await t.request({ method: 'POST', url: childUrl(personId, '/remove'), cookie: otherParent });
    expect(refused.statusCode).toBe(404);
    const removed = await t.request({ method: 'POST', url: childUrl(personId, '/remove'), cookie: parent });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ removed: true });
    expect((await t.request({ url: childUrl(personId), cookie: parent })).statusCode).toBe(404);
    const left = sql`select
      (select count(*) from emergency_contacts where child_id = ${personId})::int as contacts,
      (select count(*) from club_children where child_id = ${personId})::int as clubs,
      (select count(*) from photo_permissions where child_id = ${personId})::int as answers`;
    expect(await queryAll(t, left)).toEqual([{ contacts: 0, clubs: 0, answers: 0 }]);
  });

  describe('special-category notes (medical, allergies, SEN)', () => {
    const notes = { medicalNotes: 'Asthma: inhaler in bag', allergyNotes: 'Peanuts', specialNeeds: 'ADHD' };

    it('are refused without the consent, naming each note and saying how to give it; nothing is written', async () => {
      const before = await accountTablesDigest(t);
      const res = await add(newChild(notes));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: messages.family.consentNeeded,
        issues: ['medicalNotes', 'allergyNotes', 'specialNeeds'].map((field) => ({
          path: `body.${field}`,
          message: messages.family.consentNeeded,
        })),
      });
      expect(await accountTablesDigest(t)).toBe(before);
    });

    it('are kept with the consent given on the form, which is recorded as the contract answer and audited', async () => {
      const res = await add(newChild({ ...notes, specialCategoryConsent: true }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject(notes);
      expect((await acceptancesOf(t, DEMO.parent)).map((a) => a.special_category_consent)).toEqual([true]);
      const audit = sql`select action, details from audit_log where action = 'special_category_consent.given'`;
      expect(await queryAll(t, audit)).toEqual([expect.objectContaining({ action: 'special_category_consent.given' })]);
      expect((await children()).specialCategoryConsent).toBe(true);
    });

    it('are kept when the consent was given on the contract page; empty notes need none', async () => {
      await t.db.execute(sql`update contract_acceptances set special_category_consent = true
        where user_id = (select id from users where email = ${DEMO.parent})`);
      expect((await add(newChild(notes))).json()).toMatchObject(notes);
      await t.db.execute(sql`update contract_acceptances set special_category_consent = false
        where user_id = (select id from users where email = ${DEMO.parent})`);
      const empty = await add(newChild({ medicalNotes: '  ', allergyNotes: '', specialNeeds: null }));
      expect(empty.statusCode, empty.body).toBe(200);
      expect(empty.json()).toMatchObject({ medicalNotes: null, allergyNotes: null, specialNeeds: null });
    });

    it('support in a switched session may edit details but not give the consent', async () => {
      const { personId } = (await add(newChild())).json();
      const switched = await switchedInto(t, DEMO.parent);
      const update = (body: unknown) =>
        t.request({ method: 'POST', url: childUrl(personId, '/update'), cookie: switched, body });
      const before = await accountTablesDigest(t);
      const consent = await update({ ...newChild(notes), specialCategoryConsent: true });
      expect(consent.statusCode).toBe(403);
      expect(consent.json().error.code).toBe('SWITCHED_SESSION_REFUSED');
      expect(await accountTablesDigest(t)).toBe(before);
      const details = await update(newChild({ lastName: 'Corrected' }));
      expect(details.statusCode, details.body).toBe(200);
      expect(details.json().lastName).toBe('Corrected');
      // Adding (which answers the photo question) and removing are the parent's own acts.
      expect((await add(newChild(), switched)).json().error.code).toBe('SWITCHED_SESSION_REFUSED');
      const remove = await t.request({ method: 'POST', url: childUrl(personId, '/remove'), cookie: switched });
      expect(remove.json().error.code).toBe('SWITCHED_SESSION_REFUSED');
    });
  });

  it('adds children only on a club site, and asks everyone to sign in', async () => {
    expect((await add(newChild(), parent, null)).statusCode).toBe(404);
    for (const res of [
      await t.request({ url: CHILDREN }),
      await t.request({ url: childUrl(1) }),
      await t.request({ method: 'POST', url: ADD, body: newChild() }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it("answers 404 for another parent's child on every route, writing nothing", async () => {
    const [arjun] = (await children()).children as Child[];
    const before = await accountTablesDigest(t);
    for (const res of [
      await t.request({ url: childUrl(arjun.personId), cookie: otherParent }),
      await t.request({
        method: 'POST',
        url: childUrl(arjun.personId, '/update'),
        cookie: otherParent,
        body: newChild(),
      }),
      await t.request({ method: 'POST', url: childUrl(arjun.personId, '/remove'), cookie: otherParent }),
      await t.request({ url: childUrl(999999), cookie: parent }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await accountTablesDigest(t)).toBe(before);
  });

  const badInput: [string, Partial<Record<keyof AddChildBody, unknown>>, string][] = [
    ['first name missing', { firstName: undefined }, 'body.firstName'],
    ['first name blank', { firstName: '  ' }, 'body.firstName'],
    ['last name too long', { lastName: overlong(81) }, 'body.lastName'],
    ['a control character in a name', { firstName: 'Za\u0000ra' }, 'body.firstName'],
    ['date of birth missing', { dateOfBirth: undefined }, 'body.dateOfBirth'],
    ['date of birth not a date', { dateOfBirth: '30/11/2018' }, 'body.dateOfBirth'],
    ['date of birth not in the calendar', { dateOfBirth: '2019-02-29' }, 'body.dateOfBirth'],
    ['date of birth in the future', { dateOfBirth: londonDateDaysFromTestNow(1) }, 'body.dateOfBirth'],
    ['an unknown gender', { gender: 'x' }, 'body.gender'],
    ['notes too long', { medicalNotes: overlong(2001) }, 'body.medicalNotes'],
    ['no emergency contact', { emergencyContacts: [] }, 'body.emergencyContacts'],
    ['emergency contacts missing', { emergencyContacts: undefined }, 'body.emergencyContacts'],
    [
      'a contact without a phone',
      { emergencyContacts: [{ name: 'Gran', relation: 'Grandmother' }] },
      'body.emergencyContacts.0.phone',
    ],
    [
      'a contact phone that is not a UK number',
      { emergencyContacts: [{ name: 'Gran', relation: 'Grandmother', phone: '12345' }] },
      'body.emergencyContacts.0.phone',
    ],
    [
      'a contact without a relation',
      { emergencyContacts: [{ name: 'Gran', relation: ' ', phone: '07700900456' }] },
      'body.emergencyContacts.0.relation',
    ],
    [
      'four contacts',
      { emergencyContacts: Array(4).fill({ name: 'Gran', relation: 'Grandmother', phone: '07700900456' }) },
      'body.emergencyContacts',
    ],
    ['photo permission unanswered', { photoPermission: undefined }, 'body.photoPermission'],
    ['photo permission "Please select"', { photoPermission: '' }, 'body.photoPermission'],
    ['photo permission a boolean', { photoPermission: true }, 'body.photoPermission'],
  ];
  it.each(badInput)('refuses a child with %s, naming the field', async (_, overrides, field) => {
    const c: BadInputCase = {
      name: field,
      request: { method: 'POST', url: ADD, cookie: parent, body: { ...newChild(), ...overrides } },
      field,
    };
    await expectInputRefused(t, c);
    if (field === 'body.photoPermission') return; // an edit does not answer the photo question
    const [arjun] = (await children()).children as Child[];
    await expectInputRefused(t, {
      ...c,
      name: `${field} (edit)`,
      request: { ...c.request, url: childUrl(arjun.personId, '/update') },
    });
  });

  it("says 'Answering this question is compulsory' when the photo question is unanswered", async () => {
    const res = await add(newChild({ photoPermission: undefined }));
    expect(res.json().error.issues).toContainEqual({
      path: 'body.photoPermission',
      message: 'Answering this question is compulsory',
    });
  });
});
