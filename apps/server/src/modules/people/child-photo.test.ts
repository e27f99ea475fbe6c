import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Child } from '@clubroom/domain/api';
import { CHILD_PHOTO_MAX_BYTES } from '@clubroom/domain/rules';
import { messages } from '@clubroom/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, switchedInto } from '../../test-support/accounts.js';
import { accountTablesDigest } from '../../test-support/bad-input.js';
import { multipartBody, sampleImages, type MultipartPart } from '../../test-support/multipart.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const AVATAR = '/api/v4/people/person/avatar';

describe.each(testDrivers)("a child's photo on %s", (driver) => {
  let t: TestApp;
  let dataDir: string;
  let parent: string;
  let otherParent: string;
  let arjun: Child;
  const upload = (parts: MultipartPart[], cookie = parent) => {
    const { body, headers } = multipartBody(parts);
    return t.request({ method: 'POST', url: AVATAR, cookie, body, headers });
  };
  const photo = (content: Buffer, filename = 'me.png', contentType = 'image/png'): MultipartPart => ({
    name: 'photo',
    filename,
    contentType,
    content,
  });
  const storedFiles = async () => readdir(path.join(dataDir, 'uploads', 'children')).catch(() => []);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'clubroom-photos-'));
    t = await createTestApp(driver, { env: { DATA_DIR: dataDir } });
    parent = await t.signIn('demo', DEMO.parent);
    await createPerson(t, { email: 'photo-other@example.com', memberships: [{ club: 'demo', role: 'parent' }] });
    otherParent = await t.signIn('demo', 'photo-other@example.com');
    [arjun] = (await t.request({ url: '/api/v4/people/parent/children', cookie: parent })).json().children;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['a PNG', sampleImages.png, 'image/png'],
    ['a JPEG', sampleImages.jpeg, 'image/jpeg'],
    ['a WebP', sampleImages.webp, 'image/webp'],
  ])(
    'keeps %s under a key of its own and serves it back to the parent only, typed by its content',
    async (_, content, type) => {
      // The name and type the browser claims play no part.
      const res = await upload([
        { name: 'personId', value: String(arjun.personId) },
        photo(content, '../../evil.html', 'text/html'),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const { photoUrl } = res.json();
      expect(photoUrl).toMatch(new RegExp(`^/api/v4/people/child/${arjun.personId}/photo\\?v=[0-9a-f-]{36}$`));
      expect((await t.request({ url: `/api/v4/people/child/${arjun.personId}`, cookie: parent })).json().photoUrl).toBe(
        photoUrl,
      );

      const served = await t.request({ url: photoUrl, cookie: parent });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('no-store');
      expect(served.rawPayload.equals(content)).toBe(true);
      // The earlier photo is gone: one file per child.
      expect(await storedFiles()).toHaveLength(1);
      expect((await storedFiles())[0]).toMatch(/^[0-9a-f-]{36}\.(png|jpg|webp)$/);

      for (const cookie of [otherParent, undefined]) {
        const refused = await t.request({ url: photoUrl, cookie });
        expect(refused.statusCode).toBe(cookie ? 404 : 401);
        expect(refused.headers['content-type']).toMatch(/^application\/json/);
      }
    },
  );

  it("serves a photo with the site's security headers to the club's staff and support, never another club's", async () => {
    const res = await upload([{ name: 'personId', value: String(arjun.personId) }, photo(sampleImages.png)]);
    const { photoUrl } = res.json();
    const seenBy = async (email: string, club: string | null, signInClub = club ?? 'demo') =>
      t.request({ club, url: photoUrl, cookie: await t.signIn(signInClub, email) });
    for (const email of [DEMO.parent, DEMO.organiser, DEMO.coach, DEMO.support]) {
      const served = await seenBy(email, 'demo');
      expect(served.statusCode, `${email}: ${served.body}`).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['content-security-policy']).toBe(
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
      expect(served.headers['x-frame-options']).toBe('DENY');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('no-store');
    }
    // Another club's organiser, on their site or on this one; staff away from their club's site.
    expect((await seenBy(DEMO.riversideOrganiser, 'riverside')).statusCode).toBe(404);
    expect((await seenBy(DEMO.riversideOrganiser, 'demo', 'riverside')).statusCode).toBe(404);
    expect((await seenBy(DEMO.organiser, null, 'demo')).statusCode).toBe(404);
  });

  it('support in a switched session may upload a photo for the parent', async () => {
    const switched = await switchedInto(t, DEMO.parent);
    const res = await upload([{ name: 'personId', value: String(arjun.personId) }, photo(sampleImages.png)], switched);
    expect(res.statusCode, res.body).toBe(200);
  });

  const refusals: [string, () => MultipartPart[], number, string, string, string?][] = [
    [
      'a file over 5MB',
      () => [
        { name: 'personId', value: String(arjun.personId) },
        photo(Buffer.concat([sampleImages.png, Buffer.alloc(CHILD_PHOTO_MAX_BYTES)])),
      ],
      413,
      'FILE_TOO_LARGE',
      'body.photo',
      messages.family.photoTooLarge,
    ],
    [
      'HTML named as a PNG',
      () => [
        { name: 'personId', value: String(arjun.personId) },
        photo(Buffer.from('<html><script>alert(1)</script>')),
      ],
      415,
      'FILE_TYPE_REFUSED',
      'body.photo',
      messages.family.photoWrongType,
    ],
    [
      'an SVG',
      () => [
        { name: 'personId', value: String(arjun.personId) },
        photo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml'),
      ],
      415,
      'FILE_TYPE_REFUSED',
      'body.photo',
    ],
    [
      'an empty file',
      () => [{ name: 'personId', value: String(arjun.personId) }, photo(Buffer.alloc(0))],
      415,
      'FILE_TYPE_REFUSED',
      'body.photo',
    ],
    ['no file', () => [{ name: 'personId', value: String(arjun.personId) }], 400, 'VALIDATION_FAILED', 'body.photo'],
    [
      'the file in another field',
      () => [
        { name: 'personId', value: String(arjun.personId) },
        { ...photo(sampleImages.png), name: 'avatar' },
      ],
      400,
      'VALIDATION_FAILED',
      'body.avatar',
    ],
    [
      'two files',
      () => [{ name: 'personId', value: String(arjun.personId) }, photo(sampleImages.png), photo(sampleImages.png)],
      400,
      'VALIDATION_FAILED',
      'body',
    ],
    ['no personId', () => [photo(sampleImages.png)], 400, 'VALIDATION_FAILED', 'body.personId'],
    [
      'a personId that is no id',
      () => [{ name: 'personId', value: '1e3' }, photo(sampleImages.png)],
      400,
      'VALIDATION_FAILED',
      'body.personId',
    ],
    [
      "another parent's child",
      () => [{ name: 'personId', value: '999999' }, photo(sampleImages.png)],
      404,
      'NOT_FOUND',
      '',
    ],
  ];
  it.each(refusals)('refuses %s, naming the field, keeping nothing', async (_, parts, status, code, field, message) => {
    const before = await accountTablesDigest(t);
    const filesBefore = await storedFiles();
    const res = await upload(parts());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.code).toBe(code);
    if (field) expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(field);
    if (message) expect(res.json().error.message).toBe(message);
    expect(await accountTablesDigest(t)).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it("refuses another parent's child as their own photo upload would (404)", async () => {
    const res = await upload(
      [{ name: 'personId', value: String(arjun.personId) }, photo(sampleImages.png)],
      otherParent,
    );
    expect(res.statusCode).toBe(404);
  });

  it('takes only multipart bodies, once access is granted', async () => {
    const json = await t.request({ method: 'POST', url: AVATAR, cookie: parent, body: { personId: arjun.personId } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const { body, headers } = multipartBody([photo(sampleImages.png)]);
    expect((await t.request({ method: 'POST', url: AVATAR, body, headers })).statusCode).toBe(401);
    // A body that is no complete multipart form: refused, not a 500.
    for (const [contentType, cut] of [
      ['multipart/form-data', '--x\r\n'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="personId"\r\n\r\n1'],
    ]) {
      const res = await t.request({
        method: 'POST',
        url: AVATAR,
        cookie: parent,
        body: cut,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.issues).toEqual([
        { path: 'body', message: 'must be a complete multipart/form-data body' },
      ]);
    }
    // A multipart body is not taken by other routes.
    const elsewhere = await t.request({
      method: 'POST',
      url: '/api/v4/parent/user/detail',
      cookie: parent,
      body,
      headers,
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('removes the photo file with the child', async () => {
    const add = await t.request({
      method: 'POST',
      url: '/api/v4/people/child/add',
      cookie: parent,
      body: {
        firstName: 'Temp',
        lastName: 'Child',
        dateOfBirth: '2020-01-01',
        emergencyContacts: [{ name: 'Priya', relation: 'Mother', phone: '07700900123' }],
        photoPermission: '0',
      },
    });
    const { personId } = add.json();
    await upload([{ name: 'personId', value: String(personId) }, photo(sampleImages.jpeg)]);
    const files = await storedFiles();
    expect(files).toHaveLength(2);
    await t.request({ method: 'POST', url: `/api/v4/people/child/${personId}/remove`, cookie: parent });
    expect(await storedFiles()).toHaveLength(1);
  });
});
