import type { FamilyWaitingListEntry } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryOne } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const LISTS = '/api/v4/people/waiting-lists';
const HOUR = 3_600_000;

describe.each(testDrivers)("a family's waiting lists on %s", (driver) => {
  let t: TestApp;
  let parent: string;
  let other: string;
  const lists = async (cookie: string, club = 'demo'): Promise<FamilyWaitingListEntry[]> => {
    const res = await t.request({ club, url: LISTS, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** An entry joined `hoursAgo` before now, straight into the table. */
  const join = async (
    childId: number,
    runId: number,
    hoursAgo: number,
    status = 'waiting',
    offerExpiresAt: Date | null = null,
  ) => {
    const joinedAt = new Date(TEST_NOW.getTime() - hoursAgo * HOUR).toISOString();
    const row = await queryOne<{ id: number }>(
      t,
      sql`insert into waiting_list_entries (club_id, run_id, child_id, parent_user_id, status, joined_at, offer_expires_at)
        select r.club_id, r.id, c.id, c.parent_user_id, ${status}, ${joinedAt}, ${offerExpiresAt?.toISOString() ?? null}
        from runs r, children c where r.id = ${runId} and c.id = ${childId} returning id`,
    );
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    parent = await t.signIn('demo', DEMO.parent);
    await createPerson(t, { email: 'queue-other@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
    other = await t.signIn('demo', 'queue-other@example.com');
  });
  afterAll(() => t.close());

  it("answers the family's open entries: where each run meets, the child, the place in the queue and any offer", async () => {
    const [arjun, maya] = await createChildren(t, DEMO.parent, 2);
    const [first, later] = await createChildren(t, 'queue-other@example.com', 2);
    const full = await createRun(t, { capacity: 1 });
    const offeredRun = await createRun(t, { capacity: 1 });
    // Someone else joined first; Arjun second; another child after him; a family that left is no longer ahead.
    await join(first, full.runId, 5);
    await join(maya, full.runId, 4.5, 'left');
    const arjunsEntry = await join(arjun, full.runId, 4);
    await join(later, full.runId, 3);
    const offerExpiresAt = new Date(TEST_NOW.getTime() + 20 * HOUR);
    const mayasOffer = await join(maya, offeredRun.runId, 6, 'offered', offerExpiresAt);
    await t.db
      .execute(sql`insert into run_class_times (club_id, run_id, day_of_week, start_hour, start_minute, duration_minutes)
      select club_id, id, 1, 16, 30, 60 from runs where id = ${full.runId}`);

    const venue = await queryOne<{ name: string }>(
      t,
      sql`select name from venues where club_id = (select club_id from runs where id = ${full.runId}) order by id limit 1`,
    );
    const entries = await lists(parent);
    expect(entries).toEqual([
      {
        entryId: mayasOffer,
        runId: offeredRun.runId,
        className: 'Booking Test Class',
        termName: 'Booking test term',
        venueName: venue.name,
        classTimes: [],
        childId: maya,
        childName: 'Child2 Racer',
        status: 'offered',
        position: null,
        joinedAt: new Date(TEST_NOW.getTime() - 6 * HOUR).toISOString(),
        offerExpiresAt: offerExpiresAt.toISOString(),
      },
      {
        entryId: arjunsEntry,
        runId: full.runId,
        className: 'Booking Test Class',
        termName: 'Booking test term',
        venueName: venue.name,
        classTimes: [{ dow: 1, starttime: { hours: 16, mins: 30 } }],
        childId: arjun,
        childName: 'Child1 Racer',
        status: 'waiting',
        position: 2,
        joinedAt: new Date(TEST_NOW.getTime() - 4 * HOUR).toISOString(),
        offerExpiresAt: null,
      },
    ]);
    // The other family sees its own two, first and third in the queue.
    expect((await lists(other)).map((e) => [e.childId, e.position])).toEqual([
      [first, 1],
      [later, 3],
    ]);
    // At another club: none of demo's.
    expect(await lists(await t.signIn('riverside', DEMO.parent), 'riverside')).toEqual([]);
  });
});
