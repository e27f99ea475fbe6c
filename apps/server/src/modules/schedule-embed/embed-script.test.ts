import fs from 'node:fs';
import { EMBED_SCRIPT_MAX_AGE } from '@clubroom/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEmbedBuild, FAKE_EMBED_SCRIPT } from '../../test-support/fake-embed-build.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

describe.each(testDrivers)('the embeddable schedule on %s', (driver) => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = fakeEmbedBuild();
    t = await createTestApp(driver, { env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("answers the built script on a club's host, as JavaScript any cache may keep an hour, and 304 by its ETag", async () => {
    const res = await t.get('demo', '/embed.js');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(`public, max-age=${EMBED_SCRIPT_MAX_AGE}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(FAKE_EMBED_SCRIPT);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.get('demo', '/embed.js', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 on an unknown club host and on the platform host', async () => {
    expect((await t.get('no-such-club', '/embed.js')).statusCode).toBe(404);
    expect((await t.get(null, '/embed.js')).statusCode).toBe(404);
  });

  it("lets any site read the club's public schedule and its name and theme, without credentials", async () => {
    const origin = { origin: 'https://www.example-club-site.org' };
    const schedule = await t.get('demo', '/api/v4/public/schedule/current', origin);
    expect(schedule.statusCode).toBe(200);
    expect(schedule.headers['access-control-allow-origin']).toBe('*');
    expect(schedule.headers['access-control-allow-credentials']).toBeUndefined();
    expect(schedule.json().terms.length).toBeGreaterThan(0);

    // Revalidated by its ETag, the 304 is readable across origins too.
    const notModified = await t.get('demo', '/api/v4/public/schedule/current', {
      ...origin,
      'if-none-match': String(schedule.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['access-control-allow-origin']).toBe('*');

    const club = await t.get('demo', '/api/v4/public/club', origin);
    expect(club.headers['access-control-allow-origin']).toBe('*');
    expect(club.json().club).toMatchObject({ subdomain: 'demo', theme: { primary: expect.any(String) } });
  });

  it("lets any site look a postcode up for the widget's distance filter, and read why one is not found", async () => {
    const origin = { origin: 'https://www.example-club-site.org' };
    const found = await t.get('demo', '/api/v4/public/geocode?postcode=SW11%204NJ', origin);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.headers['access-control-allow-origin']).toBe('*');
    expect(found.json()).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
    const missing = await t.get('demo', '/api/v4/public/geocode?postcode=ZZ99%209ZZ', origin);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    expect(missing.json().error.message).toEqual(expect.any(String));
  });

  it('lets no other origin read what only the club site should (a run page, who is signed in)', async () => {
    const origin = { origin: 'https://www.example-club-site.org' };
    for (const url of ['/api/v4/public/run/1', '/api/auth/me']) {
      expect((await t.get('demo', url, origin)).headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});
