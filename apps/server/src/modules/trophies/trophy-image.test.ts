import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TrophiesResponse } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { PDFDocument, PDFDict, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryOne } from '../../test-support/accounts.js';
import { createChildren, createRun } from '../../test-support/booking-fixtures.js';
import { multipartBody, sampleImages, type MultipartPart } from '../../test-support/multipart.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

/** A real 1×1 PNG (the certificate's PDF decodes it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(testDrivers)("a trophy's picture on %s", (driver) => {
  let t: TestApp;
  let dataDir: string;
  let cookies: DemoCookies;
  let trophyId: number;
  let awardId: number;
  const call = (method: 'GET' | 'POST', url: string, cookie = cookies.organiser, club = 'demo') =>
    t.request({ method, url, cookie, club });
  const upload = (parts: MultipartPart[], cookie = cookies.organiser) => {
    const { body, headers } = multipartBody(parts);
    return t.request({ method: 'POST', url: `/api/v4/trophies/${trophyId}/image`, cookie, body, headers });
  };
  const image = (content: Buffer, contentType = 'image/png'): MultipartPart => ({
    name: 'image',
    filename: 'badge.png',
    contentType,
    content,
  });
  const stored = async () => readdir(path.join(dataDir, 'uploads', 'trophies')).catch(() => [] as string[]);
  const certificateImages = async () => {
    const pdf = await call('GET', `/api/v4/trophies/award/${awardId}/certificate.pdf`, cookies.parent);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const doc = await PDFDocument.load(pdf.rawPayload);
    const xObjects = doc.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'));
    return xObjects instanceof PDFDict ? xObjects.keys().length : 0;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'clubroom-trophies-'));
    t = await createTestApp(driver, { env: { DATA_DIR: dataDir } });
    cookies = await signInDemoPeople(t);
    const { runId } = await createRun(t, { capacity: 5 });
    await t.request({
      method: 'POST',
      url: '/api/settings/toggle',
      body: { setting: 'grading-trophies' },
      cookie: cookies.organiser,
    });
    const added = await t.request({
      method: 'POST',
      url: '/api/v4/trophies/add',
      body: { activity: 'Booking Test Class', name: 'Bronze', position: 1, colour: 'cd7f32' },
      cookie: cookies.organiser,
    });
    expect(added.statusCode, added.body).toBe(200);
    trophyId = (added.json() as TrophiesResponse).trophies[0].trophyId;
    const [kid] = await createChildren(t, DEMO.parent, 1);
    awardId = (
      await queryOne<{ id: number }>(
        t,
        sql`insert into trophy_awards (club_id, trophy_id, child_id, run_id, awarded_at)
          select club_id, ${trophyId}, ${kid}, ${runId}, now() from trophies where id = ${trophyId} returning id`,
      )
    ).id;
  });
  afterAll(() => t.close());

  it('keeps a PNG for a trophy, lists its address, serves it on the club’s site and puts it on the certificate', async () => {
    expect(await certificateImages()).toBe(0);
    const sent = await upload([image(PNG)]);
    expect(sent.statusCode, sent.body).toBe(200);
    const [trophy] = (sent.json() as TrophiesResponse).trophies;
    expect(trophy.imageUrl).toMatch(new RegExp(`^/api/v4/trophies/${trophyId}/image\\?v=[0-9a-f-]{8}$`));
    expect(await stored()).toHaveLength(1);

    const served = await call('GET', trophy.imageUrl!, cookies.parent);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Another club (its trophies switched on too) finds no such trophy.
    await t.request({
      method: 'POST',
      club: 'riverside',
      url: '/api/settings/toggle',
      body: { setting: 'grading-trophies' },
      cookie: cookies.riverside,
    });
    expect((await call('GET', trophy.imageUrl!, cookies.riverside, 'riverside')).statusCode).toBe(404);

    const history = await call(
      'GET',
      `/api/v4/people/child/${(await childOfAward()).childId}/trophies`,
      cookies.parent,
    );
    expect(history.json().awards[0].imageUrl).toBe(trophy.imageUrl);
    expect(await certificateImages()).toBe(1);
  });

  it('refuses a file that is no PNG or JPEG, and a parent; a new picture replaces the old one', async () => {
    const gif = await upload([image(sampleImages.gif, 'image/gif')]);
    expect(gif.statusCode).toBe(415);
    expect(gif.json().error.code).toBe('FILE_TYPE_REFUSED');
    expect((await upload([image(PNG)], cookies.parent)).statusCode).toBe(403);
    const jpeg = await upload([image(sampleImages.jpeg, 'image/jpeg')]);
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    const files = await stored();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.jpg$/);
    // A "JPEG" by its first bytes that does not decode is left off the certificate, not a failed one.
    expect(await certificateImages()).toBe(0);
  });

  it('takes the picture away: its colour shows again', async () => {
    const removed = await call('POST', `/api/v4/trophies/${trophyId}/image/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as TrophiesResponse).trophies[0].imageUrl).toBeNull();
    expect(await stored()).toHaveLength(0);
    expect((await call('GET', `/api/v4/trophies/${trophyId}/image`, cookies.parent)).statusCode).toBe(404);
  });

  const childOfAward = () =>
    queryOne<{ childId: number }>(t, sql`select child_id as "childId" from trophy_awards where id = ${awardId}`);
});
