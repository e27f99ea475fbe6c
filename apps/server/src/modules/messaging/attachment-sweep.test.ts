import { randomUUID } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAll } from '../../test-support/accounts.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { multipartBody } from '../../test-support/multipart.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { londonDateDaysFromTestNow } from '../../test-support/test-dates.js';
import { ABANDONED_ATTACHMENT_MS } from './attachment-sweep.js';

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 5)]);
const MINUTE_MS = 60_000;

/** Issue 24: a draft's files never sent are removed after a day (the `message-attachments-sweep` job). */
describe.each(testDrivers)('abandoned message attachments on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let dataDir: string;
  let runId: number;

  const attached = async () => {
    const { body, headers } = multipartBody([
      { name: 'file', filename: 'Kit list.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/messaging/attachments',
      cookie: cookies.organiser,
      body,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().attachmentId as number;
  };
  const send = async (attachmentIds: number[], over: Record<string, unknown> = {}) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/messaging/send',
      cookie: cookies.organiser,
      body: {
        audience: { kind: 'run', runId },
        purpose: 'service',
        channels: ['email'],
        subject: 'Kit',
        body: 'The kit list is attached.',
        idempotencyKey: randomUUID(),
        attachmentIds,
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The attachments' rows left, by id, and whether each one's file is still stored. */
  const kept = async () => {
    const rows = await queryAll<{ id: number; key: string }>(
      t,
      sql`select id, file_key as key from message_attachments order by id`,
    );
    return Promise.all(rows.map(async (row) => ({ id: row.id, stored: await isStored(row.key) })));
  };
  const fileOf = (key: string) => path.join(dataDir, 'uploads', ...key.split('/'));
  const isStored = (key: string) =>
    access(fileOf(key)).then(
      () => true,
      () => false,
    );
  const keyOf = async (id: number) =>
    (await queryAll<{ key: string }>(t, sql`select file_key as key from message_attachments where id = ${id}`))[0]?.key;
  const sweep = () => t.runJob('message-attachments-sweep', {});

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'clubroom-attachment-sweep-'));
    t = await createTestApp(driver, { env: { DATA_DIR: dataDir } });
    cookies = await signInDemoPeople(t);
    ({ runId } = await createRun(t, { capacity: 10 }));
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status)
      select r.club_id, r.id, c.id, 'confirmed' from runs r, children c where r.id = ${runId} and c.first_name = 'Arjun'`);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("removes a draft's file no message took once a day old, its row and its stored file; a sent or scheduled message's stay", async () => {
    const abandoned = await attached();
    const sent = await attached();
    const scheduled = await attached();
    await send([sent]);
    await send([scheduled], { sendAt: `${londonDateDaysFromTestNow(10)}T09:30` });
    await t.app.jobs.settled();
    const abandonedKey = await keyOf(abandoned);

    // Not yet a day old (the app's clock): nothing goes.
    t.clock.advance(ABANDONED_ATTACHMENT_MS - MINUTE_MS);
    cookies = await signInDemoPeople(t); // the sessions of a day ago have lapsed
    const recent = await attached();
    await sweep();
    expect(await kept()).toEqual([abandoned, sent, scheduled, recent].map((id) => ({ id, stored: true })));

    t.clock.advance(2 * MINUTE_MS);
    await sweep();
    const after = [sent, scheduled, recent].map((id) => ({ id, stored: true }));
    expect(await kept()).toEqual(after);
    expect(await isStored(abandonedKey!)).toBe(false);
    // Again: nothing more to do.
    await sweep();
    expect(await kept()).toEqual(after);

    // A row whose file already went (a run stopped between the two) goes the next time.
    const recentKey = (await keyOf(recent))!;
    await rm(fileOf(recentKey));
    t.clock.advance(ABANDONED_ATTACHMENT_MS);
    await sweep();
    expect(await kept()).toEqual([sent, scheduled].map((id) => ({ id, stored: true })));
  });
});
