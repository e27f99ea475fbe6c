import type { AdminCamp, AdminRun, BasketResponse, InvitationsResponse, ScheduleResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll } from '../../test-support/accounts.js';
import { adminCalls, issuePaths, runBody, RUNS } from '../../test-support/admin-schedule-fixtures.js';
import { createChildren } from '../../test-support/booking-fixtures.js';
import { inboxSubjects } from '../../test-support/inbox.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { mondayWeeksAfterTestNow } from '../../test-support/test-dates.js';

const SCHEDULE = '/api/v4/public/schedule/current';
const BASKET_ADD = '/api/v4/parent/basket/add';
const OTHER_PARENT = 'uninvited-parent@example.com';

describe.each(testDrivers)('invite-only runs and camps on %s', (driver) => {
  let t: TestApp;
  const cookies: DemoCookies & { other: string } = {} as never;
  let admin: ReturnType<typeof adminCalls>;
  let venueId: number;
  let termId: number;
  /** The demo parent's child (invited) and the other parent's (not invited). */
  let invitedChild: number;
  let otherChild: number;

  const post = (url: string, body: unknown, cookie: string, club = 'demo') =>
    t.request({ club, method: 'POST', url, cookie, body });
  const get = (url: string, cookie?: string, club = 'demo') => t.request({ club, url, cookie });
  const publicSchedule = async () => (await t.get('demo', SCHEDULE)).json() as ScheduleResponse;
  const publicRunIds = async () => (await publicSchedule()).terms.flatMap((term) => term.runs.map((r) => r.runId));

  /** A run of all ages in the admin's term, with a trial; invite only when asked, through the update route. */
  async function newRun(inviteOnly: boolean): Promise<AdminRun> {
    const run = await admin.createPublishedRun(runBody(termId, venueId, { ageFrom: 0, ageTo: 0 }));
    if (inviteOnly) await setInviteOnly(run.runId, true);
    return run;
  }
  async function setInviteOnly(runId: number, inviteOnly: boolean) {
    const { termId: _termId, ...body } = runBody(termId, venueId, { ageFrom: 0, ageTo: 0, inviteOnly });
    const res = await post(`${RUNS}/${runId}`, body, cookies.organiser);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { run: AdminRun }).run.inviteOnly).toBe(inviteOnly);
  }
  const invite = (kind: 'run' | 'camp', id: number, emails: string[], cookie = cookies.organiser, club = 'demo') =>
    post(`/api/v4/admin-bookings/${kind}/${id}/invite`, { emails }, cookie, club);
  const invitationsOf = async (kind: 'run' | 'camp', id: number) => {
    const res = await get(`/api/v4/admin-bookings/${kind}/${id}/invitations`, cookies.organiser);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as InvitationsResponse;
  };
  const addTerm = (runId: number, childId: number, cookie: string) =>
    post(BASKET_ADD, { type: 'term', runId, childId }, cookie);
  const expectRefused = (res: { statusCode: number; body: string; json(): unknown }, className: string) => {
    expect(res.statusCode, res.body).toBe(403);
    expect((res.json() as { error: { message: string } }).error.message).toBe(messages.booking.inviteOnly(className));
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    Object.assign(cookies, await signInDemoPeople(t));
    await createPerson(t, { email: OTHER_PARENT, memberships: [{ club: 'demo', role: 'parent' }] });
    cookies.other = await t.signIn('demo', OTHER_PARENT);
    [invitedChild] = await createChildren(t, DEMO.parent, 1);
    [otherChild] = await createChildren(t, OTHER_PARENT, 1);
    admin = adminCalls(t, () => cookies.organiser);
    [venueId] = await admin.venueIds();
    termId = (await admin.createTerm()).termId;
  });
  afterAll(() => t.close());

  it('records each invited address once, lower-cased; inviting again refreshes when, and the page lists them', async () => {
    const run = await newRun(true);
    expect(
      (await invite('run', run.runId, ['Parent@Example.com', 'x@example.com', 'parent@example.com'])).statusCode,
    ).toBe(200);
    const first = await invitationsOf('run', run.runId);
    expect(first.inviteOnly).toBe(true);
    expect(first.invitations.map((i) => i.email).sort()).toEqual(['parent@example.com', 'x@example.com']);
    t.clock.advance(60_000);
    expect((await invite('run', run.runId, ['PARENT@example.com'])).statusCode).toBe(200);
    const again = await invitationsOf('run', run.runId);
    expect(again.invitations).toHaveLength(2);
    const [newest] = again.invitations;
    expect(newest.email).toBe('parent@example.com');
    expect(newest.invitedAt).toBe(first.invitations.find((i) => i.email === 'x@example.com')!.invitedAt + 60);
    expect(newest.invitedBy).toBeTruthy();
    const rows = await queryAll(t, sql`select 1 from invitations where run_id = ${run.runId}`);
    expect(rows).toHaveLength(2);
  });

  it("puts an invitation to an account's address in their inbox too; another address has the email alone", async () => {
    const run = await newRun(true);
    const stranger = `no-account-${randomUUID()}@example.com`;
    expect((await invite('run', run.runId, [DEMO.parent, stranger])).statusCode).toBe(200);
    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.subject).toMatch(/^You're invited to book /);
    expect(await inboxSubjects(t, cookies.parent)).toContain(mail?.subject);
    expect((await t.latestMail(stranger))?.subject).toBe(mail?.subject);
    // Nobody's inbox holds the email to an address without an account.
    expect(await queryAll(t, sql`select 1 from message_recipients where email_address = ${stranger}`)).toEqual([]);
  });

  it('leaves an invite-only run off the public schedule and its page, except for staff and the invited', async () => {
    const run = await newRun(true);
    await invite('run', run.runId, [DEMO.parent]);
    expect(await publicRunIds()).not.toContain(run.runId);
    const info = `/api/v4/public/run/${run.runId}`;
    expect((await get(info)).statusCode).toBe(404);
    expect((await get(info, cookies.other)).statusCode).toBe(404);
    expect((await get(info, cookies.parent)).statusCode).toBe(200);
    expect((await get(info, cookies.organiser)).statusCode).toBe(200);
    // The run's server-rendered page answers as its API does.
    expect((await get(`/${run.runId}/info`)).statusCode).toBe(404);
    expect((await get(`/${run.runId}/info`, cookies.parent)).statusCode).toBe(200);
  });

  it('refuses an uninvited parent on every booking path, with a clear message, and books the invited one', async () => {
    const run = await newRun(true);
    await invite('run', run.runId, [DEMO.parent]);
    const infoRes = await get(`/api/v4/public/run/${run.runId}`, cookies.organiser);
    const sessionStart = (infoRes.json() as { run: { sessions: { startTime: number }[] } }).run.sessions[0].startTime;

    expectRefused(await addTerm(run.runId, otherChild, cookies.other), run.className);
    expectRefused(
      await post(BASKET_ADD, { type: 'trial', runId: run.runId, childId: otherChild, sessionStart }, cookies.other),
      run.className,
    );
    expectRefused(
      await post('/api/bookings/waiting-list/join', { runId: run.runId, childId: otherChild }, cookies.other),
      run.className,
    );
    // Nothing was held for them, so Book Now and checkout have nothing of the run to order.
    expect(await queryAll(t, sql`select 1 from holds where run_id = ${run.runId}`)).toHaveLength(0);
    const bookNow = await post('/rest/v1/payments/book', { idempotencyKey: randomUUID() }, cookies.other);
    expect(bookNow.statusCode).not.toBe(200);

    const added = await addTerm(run.runId, invitedChild, cookies.parent);
    expect(added.statusCode, added.body).toBe(200);
    const basket = added.json() as BasketResponse;
    expect(basket.items.map((i) => i.runId)).toEqual([run.runId]);
    const order = await post(
      '/api/orders/order/create',
      { idempotencyKey: randomUUID(), items: [basket.items[0].itemId] },
      cookies.parent,
    );
    expect(order.statusCode, order.body).toBe(200);
  });

  it('lets staff book an invite-only run for any family', async () => {
    const run = await newRun(true);
    const res = await post(
      `/api/v4/admin-bookings/run/${run.runId}`,
      { childIds: [otherChild], paidOffline: false },
      cookies.organiser,
    );
    // The child is not a member of the club's contacts: refused for that (not found), not for the invitation.
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'Child not found' });
    await t.db.execute(
      sql`insert into club_children (club_id, child_id) values ((select id from clubs where subdomain = 'demo'), ${otherChild})
          on conflict do nothing`,
    );
    const booked = await post(
      `/api/v4/admin-bookings/run/${run.runId}`,
      { childIds: [otherChild], paidOffline: false },
      cookies.organiser,
    );
    expect(booked.statusCode, booked.body).toBe(200);
  });

  it('removing an invitation takes the right to book away; switching invite only off makes the run public again', async () => {
    const run = await newRun(true);
    await invite('run', run.runId, [OTHER_PARENT]);
    const [invitation] = (await invitationsOf('run', run.runId)).invitations;
    // Another club's organiser cannot remove it.
    const foreign = await post(
      `/api/v4/admin-bookings/invitation/${invitation.invitationId}/remove`,
      {},
      cookies.riverside,
      'riverside',
    );
    expect(foreign.statusCode).toBe(404);
    const removed = await post(
      `/api/v4/admin-bookings/invitation/${invitation.invitationId}/remove`,
      {},
      cookies.organiser,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await invitationsOf('run', run.runId)).invitations).toEqual([]);
    expectRefused(await addTerm(run.runId, otherChild, cookies.other), run.className);

    await setInviteOnly(run.runId, false);
    expect(await publicRunIds()).toContain(run.runId);
    expect((await get(`/api/v4/public/run/${run.runId}`)).statusCode).toBe(200);
    expect((await addTerm(run.runId, otherChild, cookies.other)).statusCode).toBe(200);
  });

  it('keeps invite only when an update leaves it out, and answers 400 naming the field for bad input', async () => {
    const run = await newRun(true);
    const { termId: _termId, ...body } = runBody(termId, venueId, { ageFrom: 0, ageTo: 0 });
    const kept = await post(`${RUNS}/${run.runId}`, body, cookies.organiser);
    expect((kept.json() as { run: AdminRun }).run.inviteOnly).toBe(true);
    const bad = await post(`${RUNS}/${run.runId}`, { ...body, inviteOnly: 'yes' }, cookies.organiser);
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad)).toEqual(['body.inviteOnly']);
    const badInvite = await invite('run', run.runId, ['not-an-address']);
    expect(badInvite.statusCode).toBe(400);
    expect(issuePaths(badInvite)).toEqual(['body.emails.0']);
    expect(await queryAll(t, sql`select 1 from invitations where run_id = ${run.runId}`)).toHaveLength(0);
  });

  it('answers 404 for another club’s run or camp, and refuses coaches', async () => {
    const run = await newRun(true);
    expect((await invite('run', run.runId, ['a@example.com'], cookies.riverside, 'riverside')).statusCode).toBe(404);
    expect(
      (await get(`/api/v4/admin-bookings/run/${run.runId}/invitations`, cookies.riverside, 'riverside')).statusCode,
    ).toBe(404);
    expect((await invite('run', run.runId, ['a@example.com'], cookies.coach)).statusCode).toBe(403);
    expect(await queryAll(t, sql`select 1 from invitations where run_id = ${run.runId}`)).toHaveLength(0);
  });

  it('does the same for a camp: switched through its update route, invited, hidden, and booked by the invited only', async () => {
    const created = await post(
      '/api/v4/camps',
      {
        className: 'Secret Camp',
        venue: { venueId },
        description: '',
        ageFrom: 0,
        ageTo: 0,
        capacity: 5,
        weekPrice: 10000,
        dayPrice: 2500,
        startTime: '09:00',
        endTime: '15:00',
        weeks: [{ name: 'Week 1', startDate: mondayWeeksAfterTestNow(3), skippedDates: [] }],
      },
      cookies.organiser,
    );
    expect(created.statusCode, created.body).toBe(200);
    const camp = (created.json() as { camp: AdminCamp }).camp;
    expect(camp.inviteOnly).toBe(false);
    // A new camp starts as a draft: published, it is public until made invite only.
    expect((await post(`/api/v4/camps/${camp.campId}/publish`, undefined, cookies.organiser)).statusCode).toBe(200);
    expect((await publicSchedule()).camps.map((c) => c.campId)).toContain(camp.campId);
    const [week] = camp.weeks;
    const update = {
      className: camp.className,
      venue: { venueId },
      description: '',
      ageFrom: 0,
      ageTo: 0,
      capacity: 5,
      weekPrice: 10000,
      dayPrice: 2500,
      startTime: '09:00',
      endTime: '15:00',
      weeks: [{ weekId: week.weekId, name: week.name, startDate: week.startDate, skippedDates: [] }],
    };
    const bad = await post(`/api/v4/camps/${camp.campId}`, { ...update, inviteOnly: 1 }, cookies.organiser);
    expect(issuePaths(bad)).toEqual(['body.inviteOnly']);
    const updated = await post(`/api/v4/camps/${camp.campId}`, { ...update, inviteOnly: true }, cookies.organiser);
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json() as { camp: AdminCamp }).camp.inviteOnly).toBe(true);

    expect((await publicSchedule()).camps.map((c) => c.campId)).not.toContain(camp.campId);
    expect((await get(`/api/v4/public/camp/${camp.campId}`)).statusCode).toBe(404);
    const sent = await invite('camp', camp.campId, ['Parent@example.com']);
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.text).toMatch(new RegExp(`/camp/${camp.campId}/book\\b`));
    expect((await invitationsOf('camp', camp.campId)).invitations.map((i) => i.email)).toEqual([DEMO.parent]);
    expect((await get(`/api/v4/public/camp/${camp.campId}`, cookies.parent)).statusCode).toBe(200);

    const item = { type: 'camp-week', campId: camp.campId, weekId: week.weekId };
    expectRefused(await post(BASKET_ADD, { ...item, childId: otherChild }, cookies.other), camp.className);
    const ok = await post(BASKET_ADD, { ...item, childId: invitedChild }, cookies.parent);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
