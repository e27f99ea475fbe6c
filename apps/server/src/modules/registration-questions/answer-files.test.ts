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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, userIdOf } from '../../test-support/accounts.js';
import { createChildren } from '../../test-support/booking-fixtures.js';
import { multipartBody, sampleImages, type MultipartPart } from '../../test-support/multipart.js';
import { signInDemoPeople, type DemoCookies } from '../../test-support/signed-in-people.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const Q = '/api/v4/registration-questions';
const pdf = samplePdf(5);

describe.each(testDrivers)('file-upload registration questions on %s', (driver) => {
  let t: TestApp;
  let dataDir: string;
  let cookies: DemoCookies;
  let kid: number;
  let parentId: number;
  let questionId: number;
  let textQuestionId: number;

  const post = (url: string, cookie: string, body?: object) => t.request({ method: 'POST', url, cookie, body });
  const upload = (parts: MultipartPart[], id = questionId, cookie = cookies.parent) => {
    const { body, headers } = multipartBody(parts);
    return t.request({
      method: 'POST',
      url: `/api/v4/parent/registration-questions/${id}/file`,
      cookie,
      body,
      headers,
    });
  };
  const file = filePart;
  const childField = childPart;
  const storedFiles = () => storedAnswerFiles(dataDir);
  const myFile = (id = questionId) =>
    t.request({ url: `/api/v4/parent/registration-questions/${id}/file?childId=${kid}`, cookie: cookies.parent });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'clubroom-answers-'));
    t = await createTestApp(driver, { env: { DATA_DIR: dataDir } });
    cookies = await signInDemoPeople(t);
    kid = await demoClubChild(t);
    parentId = await userIdOf(t, DEMO.parent);
    const base = { visibility: 'required', forWholeClub: true, askedPer: 'child' };
    const created = await post(Q, cookies.organiser, { ...base, text: 'Medical form', type: 'file-upload' });
    expect(created.statusCode, created.body).toBe(200);
    questionId = created.json().question.questionId;
    textQuestionId = (await post(Q, cookies.organiser, { ...base, text: 'Nickname', type: 'short-text' })).json()
      .question.questionId;
  });
  afterAll(() => t.close());

  it("keeps a parent's PDF for their child's answer, judged by its bytes, and lets them and the club's staff download it", async () => {
    const sent = await upload([childField(kid), file(pdf, 'form.exe', 'application/octet-stream')]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await storedFiles()).toHaveLength(1);

    const mine = await myFile();
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="answer-${questionId}-${kid}.pdf"`);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.rawPayload.equals(pdf)).toBe(true);

    const staffUrl = `/api/v4/contacts/${parentId}/registration/${questionId}/file?childId=${kid}`;
    const staff = await t.request({ url: staffUrl, cookie: cookies.organiser });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(pdf)).toBe(true);
    // Another club's organiser: the contact is not theirs (404); a coach is not let in (403).
    expect((await t.request({ club: 'riverside', url: staffUrl, cookie: cookies.riverside })).statusCode).toBe(404);
    expect((await t.request({ url: staffUrl, cookie: cookies.coach })).statusCode).toBe(403);

    // The staff's record and the register's columns say a file is there.
    const record = await t.request({ url: `/api/v4/contacts/${parentId}/registration`, cookie: cookies.organiser });
    expect(record.json().answers).toContainEqual({
      questionId,
      childId: kid,
      value: expect.stringMatching(/^answers\/[0-9a-f-]+\.pdf$/),
    });
  });

  it('replaces the last file with a new one (the old one forgotten), and takes a JPEG', async () => {
    const again = await upload([childField(kid), file(sampleImages.jpeg, 'photo.jpg', 'image/jpeg')]);
    expect(again.statusCode, again.body).toBe(200);
    const stored = await storedFiles();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/\.jpg$/);
    expect((await myFile()).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a file of another kind, too large, for a text question, for another child, or given as text', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const wrong = await upload([childField(kid), file(html, 'form.pdf')]);
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().error.code).toBe('FILE_TYPE_REFUSED');
    expect((await upload([childField(kid), file(sampleImages.gif, 'a.gif', 'image/gif')])).statusCode).toBe(415);

    const big = await upload([childField(kid), file(Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]))]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('FILE_TOO_LARGE');

    const text = await upload([childField(kid), file(pdf)], textQuestionId);
    expect(text.statusCode).toBe(400);
    expect(text.json().error.issues[0].path).toBe('params.questionId');

    const [otherKid] = await createChildren(t, 'organiser@example.com', 1);
    expect((await upload([childField(otherKid), file(pdf)])).statusCode).toBe(404);
    const noChild = await upload([file(pdf)]);
    expect(noChild.statusCode).toBe(400);
    expect(noChild.json().error.issues[0].path).toBe('body.answers.0.childId');

    // A key typed in (even a well-formed one) is not an upload; keeping the family's own is.
    const typed = await post('/api/v4/parent/registration-questions', cookies.parent, {
      answers: [{ questionId, childId: kid, value: 'answers/00000000-0000-0000-0000-000000000000.pdf' }],
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.issues[0].path).toBe('body.answers.0.value');
    const kept = (await t.request({ url: `/api/v4/contacts/${parentId}/registration`, cookie: cookies.organiser }))
      .json()
      .answers.find((a: { questionId: number }) => a.questionId === questionId).value;
    const keep = await post('/api/v4/parent/registration-questions', cookies.parent, {
      answers: [{ questionId, childId: kid, value: kept }],
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(await storedFiles()).toHaveLength(1);
    // Nothing refused was kept.
    expect((await myFile()).headers['content-type']).toBe('image/jpeg');
  });

  it("answers 404 for a file nobody gave, and another parent's request finds none", async () => {
    expect((await myFile(textQuestionId)).statusCode).toBe(404);
    const other = await t.request({
      url: `/api/v4/parent/registration-questions/${questionId}/file?childId=${kid}`,
      cookie: cookies.organiser,
    });
    expect(other.statusCode).toBe(404);
  });
});
