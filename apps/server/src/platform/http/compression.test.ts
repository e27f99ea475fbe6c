import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { httpLayerDriver } from '../../test-support/test-database.js';

const ASSET = '/vue/prod/assets/app-1a2b3c.js';
const IMAGE = '/vue/prod/assets/logo-1a2b3c.png';

/** The body as sent, decompressed by its Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

describe('compressed answers', () => {
  let t: TestApp;
  let dist: string;
  const script = Buffer.from(`export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`);

  beforeAll(async () => {
    // A built web app of its own: a hashed script with the .br and .gz the build writes beside it, and an image.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    // A template long enough to be worth compressing, as the real one is.
    const filler = `<!-- ${'the web app '.repeat(100)} -->`;
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><!--app-head--></head>${filler}</html>`,
    );
    const assetFile = path.join(dist, 'assets', 'app-1a2b3c.js');
    fs.writeFileSync(assetFile, script);
    fs.writeFileSync(`${assetFile}.br`, brotliCompressSync(script));
    fs.writeFileSync(`${assetFile}.gz`, gzipSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'logo-1a2b3c.png'), Buffer.alloc(4096, 7));
    t = await createTestApp(httpLayerDriver, { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  describe('a hashed asset is sent from its precompressed sibling', () => {
    it.each([
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
      ['br;q=0, gzip', 'gzip', '.gz'],
    ])('Accept-Encoding: %s → %s', async (accept, encoding, extension) => {
      const res = await t.get('demo', ASSET, { 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload).toEqual(fs.readFileSync(path.join(dist, 'assets', `app-1a2b3c.js${extension}`)));
      expect(decoded(res)).toEqual(script);
    });

    it('and as it is to a client that takes no compression, still varying on Accept-Encoding', async () => {
      const res = await t.get('demo', ASSET);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload).toEqual(script);
    });

    it('a 304 carries no body to compress', async () => {
      const first = await t.get('demo', ASSET, { 'accept-encoding': 'br' });
      const again = await t.get('demo', ASSET, {
        'accept-encoding': 'br',
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });
  });

  it('an image is not compressed again', async () => {
    const res = await t.get('demo', IMAGE, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(4096);
  });

  describe('a page (HTML) is compressed on the fly', () => {
    it.each(['br', 'gzip'])('%s, to the same bytes as the page sent as it is', async (encoding) => {
      const plain = await t.get('demo', '/');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const res = await t.get('demo', '/', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decoded(res).toString()).toBe(plain.body);
    });

    it('the not-found page too', async () => {
      const res = await t.get('demo', '/no-such-page', { 'accept-encoding': 'gzip' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(decoded(res).toString()).toContain('<!doctype html>');
    });

    it('but not for HEAD, which has no body', async () => {
      const res = await t.app.inject({
        method: 'HEAD',
        url: '/',
        headers: { host: 'demo.localhost:3000', 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.length).toBe(0);
    });
  });

  describe('JSON is compressed on the fly', () => {
    it.each(['br', 'gzip'])('%s, to the same document', async (encoding) => {
      const plain = await t.get(null, '/api/docs/json');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const res = await t.get(null, '/api/docs/json', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(res).toString()).toBe(plain.body);
    });

    it('but not a tiny body, where it would not pay', async () => {
      const res = await t.get(null, '/health', { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toMatchObject({ status: 'ok' });
    });

    it('nor for a client that refuses every encoding we have', async () => {
      const res = await t.get(null, '/api/docs/json', { 'accept-encoding': 'br;q=0, gzip;q=0, deflate' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(() => JSON.parse(res.body)).not.toThrow();
    });
  });
});
