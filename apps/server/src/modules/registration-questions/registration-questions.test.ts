import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll, queryOne, userIdOf } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { FREE_RUN } from '../../test-support/free-bookings.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const Q = '/api/v4/registration-questions';

describe.each(testDrivers)('registration questions and contact attributes on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let runId: number;
  let kid: number;
  let parentId: number;
  const ids = { family: 0, child: 0, staff: 0, attribute: 0 };
  let keys = 0;

  const post = (url: string, cookie: string, body?: object) => t.request({ method: 'POST', url, cookie, body });
  const bookNow = () => post('/rest/v1/payments/book', cookies.parent, { idempotencyKey: `questions-${++keys}` });
  const answerCount = async () =>
    Number((await queryOne<{ n: string }>(t, sql`select count(*) as n from registration_answers`)).n);

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookies = await signInDemoPeople(t);
    [kid] = await createChildren(t, DEMO.parent, 1);
    await t.db.execute(
      sql`insert into club_children (club_id, child_id) select id, ${kid} from clubs where subdomain = 'demo'`,
    );
    parentId = await userIdOf(t, DEMO.parent);
    ({ runId } = await createRun(t, { capacity: 10, sessions: 2, ...FREE_RUN }));
  });
  afterAll(() => t.close());

  it('lets an organiser define questions for the whole club or one run, and a contact attribute', async () => {
    const base = { askedPer: 'family', visibility: 'required', forWholeClub: true, type: 'short-text' };
    const family = await post(Q, cookies.organiser, { ...base, text: 'How did you hear about us?' });
    expect(family.statusCode, family.body).toBe(200);
    ids.family = family.json().question.questionId;
    const child = await post(Q, cookies.organiser, {
      ...base,
      text: 'Swimming level',
      type: 'one-choice',
      choices: ['Beginner', 'Improver'],
      askedPer: 'child',
      forWholeClub: false,
      runIds: [runId],
    });
    expect(child.statusCode, child.body).toBe(200);
    ids.child = child.json().question.questionId;
    const staff = await post(Q, cookies.organiser, { ...base, text: 'Coach notes', visibility: 'staff' });
    ids.staff = staff.json().question.questionId;
    const attribute = await post('/api/v4/contact-attributes', cookies.organiser, { name: 'Membership no.' });
    expect(attribute.statusCode, attribute.body).toBe(200);
    ids.attribute = attribute.json().attribute.attributeId;

    const list = await t.request({ url: Q, cookie: cookies.organiser });
    expect(list.json().questions.map((q: { text: string }) => q.text)).toEqual([
      'How did you hear about us?',
      'Swimming level',
      'Coach notes',
    ]);
  });

  it("refuses another club's run, a choice question without choices, and the questions to a parent", async () => {
    const { runId: foreignRun } = await createRun(t, { club: 'riverside', capacity: 5, ...FREE_RUN });
    const body = { text: 'Level', type: 'short-text', askedPer: 'child', visibility: 'optional', forWholeClub: false };
    const foreign = await post(Q, cookies.organiser, { ...body, runIds: [foreignRun] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.issues[0].path).toBe('body.runIds.0');
    const noChoices = await post(Q, cookies.organiser, { ...body, type: 'one-choice', forWholeClub: true });
    expect(noChoices.json().error.issues[0].path).toBe('body.choices');
    expect((await t.request({ url: Q, cookie: cookies.parent })).statusCode).toBe(403);
  });

  it('asks the parent before the basket and refuses Book Now, naming the question, until answered', async () => {
    const add = await post('/api/v4/parent/basket/add', cookies.parent, { type: 'term', childId: kid, runId });
    expect(add.statusCode, add.body).toBe(200);
    const asked = await t.request({ url: '/api/v4/parent/registration-questions/basket', cookie: cookies.parent });
    expect(asked.json()).toMatchObject({
      asked: [
        { questionId: ids.family, childId: null, value: null },
        { questionId: ids.child, childId: kid, value: null },
      ],
      unanswered: 2,
    });
    expect(asked.json().questions.map((q: { text: string }) => q.text)).not.toContain('Coach notes');

    const refused = await bookNow();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('QUESTIONS_UNANSWERED');
    expect(refused.json().error.message).toBe('Please answer “How did you hear about us?” before booking');

    const save = (answers: object[]) => post('/api/v4/parent/registration-questions', cookies.parent, { answers });
    const badChoice = await save([
      { questionId: ids.family, childId: null, value: 'A friend' },
      { questionId: ids.child, childId: kid, value: 'Expert' },
    ]);
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json().error.issues[0].path).toBe('body.answers.1.value');
    const staffOnly = await save([{ questionId: ids.staff, childId: null, value: 'x' }]);
    expect(staffOnly.statusCode).toBe(400);
    expect(await answerCount()).toBe(0);

    const good = await save([
      { questionId: ids.family, childId: null, value: 'A friend' },
      { questionId: ids.child, childId: kid, value: 'Improver' },
    ]);
    expect(good.statusCode, good.body).toBe(200);
    const booked = await bookNow();
    expect(booked.statusCode, booked.body).toBe(200);
  });

  it("lets staff set a contact's attribute and answers; another club's organiser gets 404", async () => {
    const url = `/api/v4/contacts/${parentId}/registration`;
    const saved = await post(url, cookies.organiser, {
      answers: [{ questionId: ids.staff, childId: null, value: 'Needs a buddy' }],
      attributeValues: [{ attributeId: ids.attribute, value: 'M-042' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const record = await t.request({ url, cookie: cookies.organiser });
    expect(record.json().attributeValues).toEqual([{ attributeId: ids.attribute, value: 'M-042' }]);
    expect((await t.request({ club: 'riverside', url, cookie: cookies.riverside })).statusCode).toBe(404);
  });

  it("filters the contacts list by an attribute's value and shows each contact's values", async () => {
    const list = (query: string) =>
      t.request({ url: `/api/contacts/all-contacts?${query}`, cookie: cookies.organiser });
    const ofAttribute = `attributeId=${ids.attribute}`;
    const matching = await list(`${ofAttribute}&attributeValue=m-04`);
    expect(matching.statusCode, matching.body).toBe(200);
    expect(matching.json().data.map((c: { parentId: number }) => c.parentId)).toEqual([parentId]);
    expect(matching.json().data[0].attributeValues).toEqual([{ attributeId: ids.attribute, value: 'M-042' }]);
    expect(matching.json().attributes).toEqual([{ attributeId: ids.attribute, name: 'Membership no.' }]);
    // Any value: the same one contact; a value nobody has: nobody.
    expect((await list(ofAttribute)).json().total).toBe(1);
    expect((await list(`${ofAttribute}&attributeValue=zzz`)).json()).toMatchObject({ data: [], total: 0 });
    // The whole list still has everyone, the contact with its value.
    const all = (await list('')).json();
    expect(all.total).toBeGreaterThan(1);
    // The CSV applies the same filter.
    const csv = await t.request({
      url: `/api/v4/contacts/export.csv?${ofAttribute}&attributeValue=M-042`,
      cookie: cookies.organiser,
    });
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    // A value without its attribute is refused, naming the attribute; another club's attribute finds nobody.
    const orphan = await list('attributeValue=M-042');
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().error.issues[0].path).toBe('querystring.attributeId');
    const riverside = await t.request({
      club: 'riverside',
      url: `/api/contacts/all-contacts?${ofAttribute}`,
      cookie: cookies.riverside,
    });
    expect(riverside.statusCode).toBe(200);
    expect(riverside.json().total).toBe(0);
  });

  it("shows the answers and attributes as columns of the run's register CSV and the contacts CSV, retired too", async () => {
    expect((await post(`${Q}/${ids.family}/retire`, cookies.organiser)).statusCode).toBe(200);
    const csv = await t.request({ url: `/api/v4/registers/run/${runId}/export.csv`, cookie: cookies.organiser });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = csv.body.split('\r\n');
    expect(header).toContain('How did you hear about us?,Swimming level,Coach notes,Membership no.');
    expect(row).toContain('A friend,Improver,Needs a buddy,M-042');
    // The register itself (its print view) has the same columns, each child with its values.
    const register = await t.request({ url: `/api/v4/registers/run/${runId}`, cookie: cookies.organiser });
    expect(register.statusCode, register.body).toBe(200);
    expect(register.json().familyColumns).toEqual([
      'How did you hear about us?',
      'Swimming level',
      'Coach notes',
      'Membership no.',
    ]);
    expect(register.json().children[0].familyValues).toEqual(['A friend', 'Improver', 'Needs a buddy', 'M-042']);
    const contacts = await t.request({ url: `/api/v4/contacts/export.csv?runId=${runId}`, cookie: cookies.organiser });
    expect(contacts.body.split('\r\n')[0]).toContain('How did you hear about us?,Coach notes,Membership no.');
    const kept = await queryAll(t, sql`select 1 from registration_answers where question_id = ${ids.family}`);
    expect(kept).toHaveLength(1);
  });
});
