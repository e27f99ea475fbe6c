import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { accountTablesDigest } from '../../test-support/bad-input.js';
import { createRun } from '../../test-support/booking-fixtures.js';
import { multipartBody, sampleImages } from '../../test-support/multipart.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const ATTACH = '/api/messaging/attachments';
const MB = 1024 * 1024;
const pdf = (size = 64) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size, 5)]);

/**
 * A club's message with attachments (issue 24): files judged by content and size-limited, sent as real attachments
 * through SMTP, listed in the log and the recipient's inbox, downloaded only by the recipients and the club's staff.
 */
describe.each(testDrivers)('message attachments on %s', (driver) => {
  let t: TestApp;
  let cookies: DemoCookies;
  let parent2: string;
  let runId: number;

  const attach = (content: Buffer, filename = 'Kit list.pdf', cookie = cookies.organiser) => {
    const { body, headers } = multipartBody([{ name: 'file', filename, contentType: 'application/pdf', content }]);
    return t.request({ method: 'POST', url: ATTACH, cookie, body, headers });
  };
  const attached = async (content: Buffer, filename?: string) => {
    const res = await attach(content, filename);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().attachmentId as number;
  };
  const send = (attachmentIds: number[], over: Record<string, unknown> = {}) =>
    t.request({
      method: 'POST',
      url: '/api/messaging/send',
      cookie: cookies.organiser,
      body: {
        audience: { kind: 'run', runId },
        purpose: 'service',
        channels: ['email'],
        subject: 'Kit for {{className}}',
        body: 'Hi {{parentFirstName}}, the kit list is attached.',
        idempotencyKey: randomUUID(),
        attachmentIds,
        ...over,
      },
    });
  const inbox = async (cookie: string) =>
    (await t.request({ club: null, url: '/api/v4/people/parent/messages/0/10', cookie })).json();

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'clubroom-attachments-'));
    t = await createTestApp(driver, { smtp: true, env: { DATA_DIR: dataDir } });
    cookies = await signInDemoPeople(t);
    parent2 = await t.signIn('demo', 'parent2@example.com');
    ({ runId } = await createRun(t, { capacity: 10 }));
    // Priya's Arjun is on the run; parent2's family is not.
    await t.db.execute(sql`insert into bookings (club_id, run_id, child_id, status)
      select r.club_id, r.id, c.id, 'confirmed' from runs r, children c where r.id = ${runId} and c.first_name = 'Arjun'`);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.execute(sql`delete from messages`);
  });

  it('refuses a file by its content and its size, naming the field, and keeps nothing', async () => {
    const before = await accountTablesDigest(t);
    const text = await attach(Buffer.from('just words, named like a PDF'), 'notes.pdf');
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toMatchObject({ code: 'FILE_TYPE_REFUSED' });
    expect(text.json().error.issues[0].path).toBe('body.file');
    const big = await attach(pdf(10 * MB + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'Each file must be at most 10 MB' });
    expect(big.json().error.issues[0].path).toBe('body.file');
    expect(await accountTablesDigest(t)).toBe(before);
    const count = await queryOne<{ n: number }>(t, sql`select count(*)::int as n from message_attachments`);
    expect(count.n).toBe(0);
  });

  it("refuses a send whose files are over 20 MB together, by SMS alone, or not the author's draft", async () => {
    const files = [await attached(pdf(8 * MB)), await attached(pdf(8 * MB)), await attached(pdf(8 * MB))];
    const refusals = [
      { res: await send(files), message: 'must be at most 20 MB in all' },
      { res: await send(files.slice(0, 1), { channels: ['sms'] }), message: expect.stringContaining('go by email') },
      { res: await send([999999]), message: 'must be files you attached to this draft' },
    ];
    for (const { res, message } of refusals) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.issues).toEqual([{ path: 'body.attachmentIds', message }]);
    }
    const messages = await queryOne<{ n: number }>(t, sql`select count(*)::int as n from messages`);
    expect(messages.n).toBe(0);
  });

  it('sends the files as attachments, lists them in the log and the inbox, and only recipients and staff download them', async () => {
    const kitList = pdf();
    const pdfId = await attached(kitList, 'C:\\Club\\Kit list (spring).pdf');
    const photoId = await attached(sampleImages.png, 'team.png');
    const sent = await send([pdfId, photoId]);
    expect(sent.statusCode, sent.body).toBe(200);
    const { messageId } = sent.json();

    const mail = await t.latestMail(DEMO.parent);
    expect(mail?.subject).toBe('Kit for Booking Test Class');
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      ['Kit list (spring).pdf', 'application/pdf'],
      ['team.png', 'image/png'],
    ]);
    expect(mail?.attachments?.[0]?.content.equals(kitList)).toBe(true);

    const listed = [
      { attachmentId: pdfId, name: 'Kit list (spring)', type: 'application/pdf', size: kitList.length },
      { attachmentId: photoId, name: 'team', type: 'image/png', size: sampleImages.png.length },
    ];
    const log = (await t.request({ url: '/api/messaging/logs', cookie: cookies.organiser })).json();
    expect(log.messages[0].attachments).toEqual(listed);
    const mine = await inbox(cookies.parent);
    expect(mine.messages[0]).toMatchObject({ messageId, attachments: listed });

    // The recipient downloads their own message's file, from any host.
    const url = `/api/v4/people/parent/messages/${messageId}/attachments/${pdfId}`;
    const download = await t.request({ club: null, url, cookie: cookies.parent });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Kit list (spring).pdf"');
    expect(download.rawPayload.equals(kitList)).toBe(true);
    // Another family, not a recipient: as if there were nothing.
    expect((await t.request({ club: null, url, cookie: parent2 })).statusCode).toBe(404);
    expect((await inbox(parent2)).messages).toEqual([]);

    // The club's staff, from the log: the organiser yes; a coach not for a message they did not send; another club no.
    const staffUrl = `/api/messaging/logs/${messageId}/attachments/${photoId}`;
    const staff = await t.request({ url: staffUrl, cookie: cookies.organiser });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(sampleImages.png)).toBe(true);
    expect((await t.request({ url: staffUrl, cookie: cookies.coach })).statusCode).toBe(403);
    expect((await t.request({ club: 'riverside', url: staffUrl, cookie: cookies.riverside })).statusCode).toBe(404);

    // Once sent, a file belongs to its message: a second message cannot take it.
    const again = await send([pdfId]);
    expect(again.statusCode).toBe(400);
  });
});
