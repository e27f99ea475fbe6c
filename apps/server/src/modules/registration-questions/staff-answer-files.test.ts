import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import {
  childPart,
  demoClubChild,
  filePart,
  samplePdf,
  storedAnswerFiles,
} from '../../test-support/answer-file-fixtures.js';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, queryAll, userIdOf } from '../../test-support/accounts.js';
import { createChildren } from '../../test-support/booking-fixtures.js';
import { multipartBody, sampleImages, type MultipartPart } from '../../test-support/multipart.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const Q = '/api/v4/registration-questions';
const pdf = samplePdf(7);

/**
 * Staff upload (or replace) a family's file answer from the contact's page (issue 25): the parent's upload's content
 * checks, organisers of the family's club only, every upload audited.
 */
describe.each(testDrivers)("staff uploading a family's file answer on %s", (driver) => {
  let t: TestApp;
  let dataDir: string;
  let cookies: DemoCookies;
  let kid: number;
  let parentId: number;
  let organiserId: number;
  let questionId: number;

  const file = filePart;
  const childField = childPart;
  const urlOf = (parent = parentId) => `/api/v4/contacts/${parent}/registration/${questionId}/file`;
  const upload = (parts: MultipartPart[], cookie = cookies.organiser, { club = 'demo', url = urlOf() } = {}) => {
    const { body, headers } = multipartBody(parts);
    return t.request({ method: 'POST', club, url, cookie, body, headers });
  };
  const storedFiles = () => storedAnswerFiles(dataDir);
  const audited = () =>
    queryAll<{ actor: number; subject: number; details: { questionId: number; childId: number; replaced: boolean } }>(
      t,
      sql`select actor_user_id as actor, subject_user_id as subject, details from audit_log
        where action = 'registration_answer.file_uploaded' order by id`,
    );
  const parentsFile = () =>
    t.request({
      url: `/api/v4/parent/registration-questions/${questionId}/file?childId=${kid}`,
      cookie: cookies.parent,
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'clubroom-staff-answers-'));
    t = await createTestApp(driver, { env: { DATA_DIR: dataDir } });
    cookies = await signInDemoPeople(t);
    kid = await demoClubChild(t);
    [parentId, organiserId] = await Promise.all([userIdOf(t, DEMO.parent), userIdOf(t, DEMO.organiser)]);
    const created = await t.request({
      method: 'POST',
      url: Q,
      cookie: cookies.organiser,
      body: {
        visibility: 'required',
        forWholeClub: true,
        askedPer: 'child',
        text: 'Medical form',
        type: 'file-upload',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    questionId = created.json().question.questionId;
  });
  afterAll(() => t.close());

  it("lets an organiser upload the child's file, which the parent then has, audited as the organiser", async () => {
    const sent = await upload([childField(kid), file(pdf, 'scan.bin', 'application/octet-stream')]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await storedFiles()).toHaveLength(1);
    const mine = await parentsFile();
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(pdf)).toBe(true);
    expect(await audited()).toEqual([
      { actor: organiserId, subject: parentId, details: { questionId, childId: kid, replaced: false } },
    ]);
  });

  it("replaces the family's file (the old one forgotten), audited as a replacement", async () => {
    const again = await upload([childField(kid), file(sampleImages.png, 'photo.png', 'image/png')]);
    expect(again.statusCode, again.body).toBe(200);
    const stored = await storedFiles();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/\.png$/);
    expect((await parentsFile()).headers['content-type']).toBe('image/png');
    expect((await audited()).map((a) => a.details.replaced)).toEqual([false, true]);
  });

  it("refuses what the parent's upload refuses, keeping the family's file and auditing nothing", async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const wrong = await upload([childField(kid), file(html)]);
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().error.code).toBe('FILE_TYPE_REFUSED');
    const big = await upload([childField(kid), file(Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]))]);
    expect(big.statusCode).toBe(413);
    // Another family's child is not found; a child question without its child names the field.
    const [otherKid] = await createChildren(t, 'parent2@example.com', 1);
    expect((await upload([childField(otherKid), file(pdf)])).statusCode).toBe(404);
    const noChild = await upload([file(pdf)]);
    expect(noChild.statusCode).toBe(400);
    expect(noChild.json().error.issues[0].path).toBe('body.answers.0.childId');
    expect(await storedFiles()).toHaveLength(1);
    expect((await parentsFile()).headers['content-type']).toBe('image/png');
    expect(await audited()).toHaveLength(2);
  });

  it("answers a coach 403, another club's organiser 404, and a person who is not a contact 404", async () => {
    expect((await upload([childField(kid), file(pdf)], cookies.coach)).statusCode).toBe(403);
    const riverside = await upload([childField(kid), file(pdf)], cookies.riverside, { club: 'riverside' });
    expect(riverside.statusCode).toBe(404);
    const riversideOrganiser = await userIdOf(t, DEMO.riversideOrganiser);
    const notContact = await upload([childField(kid), file(pdf)], cookies.organiser, {
      url: urlOf(riversideOrganiser),
    });
    expect(notContact.statusCode).toBe(404);
    // A parent cannot use the staff's route, even for their own family.
    expect((await upload([childField(kid), file(pdf)], cookies.parent)).statusCode).toBe(403);
    expect(await storedFiles()).toHaveLength(1);
    expect(await audited()).toHaveLength(2);
  });
});
