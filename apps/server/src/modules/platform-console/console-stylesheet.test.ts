import type { ClubSettings, ConsoleClientDetail } from '@clubroom/domain/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO, queryAll, queryOne } from '../../test-support/accounts.js';
import { multipartBody, sampleImages } from '../../test-support/multipart.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const GOOD_CSS = `/* Demo's own look */
.club-skin-test, h1 { color: #0a7f3f; }
@media (min-width: 40rem) {
  h1 { letter-spacing: 0.02em; }
}
`;

describe.each(testDrivers)("a club's own stylesheet in the platform console on %s", (driver) => {
  let t: TestApp;
  let manager: string;
  let support: string;
  let organiser: string;
  let demoId: number;
  const base = () => `/api/manage/clients/${demoId}`;

  const upload = (content: Buffer | string, cookie = manager, filename = 'skin.css') => {
    const file = typeof content === 'string' ? Buffer.from(content) : content;
    const { body, headers } = multipartBody([{ name: 'stylesheet', filename, contentType: 'text/css', content: file }]);
    return t.request({ method: 'POST', club: null, url: `${base()}/stylesheet`, cookie, body, headers });
  };
  const post = (path: string, cookie: string, body: unknown = {}) =>
    t.request({ method: 'POST', club: null, url: `${base()}/stylesheet${path}`, cookie, body });
  const detail = async (cookie = manager) => {
    const res = await t.request({ club: null, url: base(), cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ConsoleClientDetail;
  };
  const page = async (club: string, url = '/') => {
    const res = await t.request({ club, url });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const linked = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
  const stored = () => queryAll<{ hash: string }>(t, sql`select hash from club_stylesheets order by hash`);
  const audit = () =>
    queryAll<{ action: string; actor: string; details: Record<string, unknown> }>(
      t,
      sql`select a.action, u.email as actor, a.details from audit_log a join users u on u.id = a.actor_user_id
          where a.action like 'console.stylesheet-%' and a.club_id = ${demoId} order by a.id`,
    );

  beforeAll(async () => {
    t = await createTestApp(driver);
    await createPerson(t, { email: 'skin-manager@example.com', isPlatformManager: true });
    manager = await t.signIn(null, 'skin-manager@example.com');
    support = await t.signIn(null, DEMO.support);
    organiser = await t.signIn('demo', DEMO.organiser);
    demoId = (await queryOne<{ id: number }>(t, sql`select id from clubs where subdomain = 'demo'`)).id;
  });
  afterAll(() => t.close());

  it('refuses stylesheets that load or run anything, are not CSS, or are too large, naming the field and line', async () => {
    const refusals: [string, Buffer | string, number, RegExp][] = [
      ['@import', `h1 { color: red; }\n@import url("https://evil.example/x.css");`, 400, /^line 2: @import/],
      ['a remote url()', `body {\n  background: url(https://evil.example/x.png);\n}`, 400, /^line 2: url\(\)/],
      ['a data: url()', `body { background: url("data:image/png;base64,AAAA"); }`, 400, /^line 1: url\(\)/],
      ['an escaped url()', `body { background: \\75 rl(x.png); }`, 400, /url\(\)/],
      ['@font-face', `@font-face { font-family: x; src: local(x); }`, 400, /^line 1: @font-face/],
      ['expression()', `h1 { width: expression(alert(1)); }`, 400, /^line 1: expression\(\)/],
      ['behavior', `h1 { behavior: url(x.htc); }`, 400, /^line 1: behavior/],
      ['-moz-binding', `h1 { -moz-binding: none; }`, 400, /^line 1: -moz-binding/],
      ['</style', `h1 { color: red; }\n/* </style><script>alert(1)</script> */`, 400, /^line 2: <\/style/],
      ['broken CSS', `h1 { color: red;\n\nh2 { color: blue }`, 400, /^line \d+: .*not valid CSS/],
      ['a binary file', sampleImages.png, 415, /not a stylesheet/],
      ['text with control characters', 'h1 { color: red; }\u0000', 415, /not a stylesheet/],
      ['a file over 64 KB', `/* ${'x'.repeat(64 * 1024)} */`, 413, /at most 64 KB/],
    ];
    for (const [what, content, status, message] of refusals) {
      const res = await upload(content);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      const issues = (res.json() as { error: { issues: { path: string; message: string }[] } }).error.issues;
      expect(
        issues.map((i) => i.path),
        what,
      ).toEqual(['body.stylesheet']);
      expect(issues[0]!.message, what).toMatch(message);
    }
    expect(await stored()).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it('lets only platform managers upload, apply or remove one; support reads it', async () => {
    for (const cookie of [support, organiser]) {
      expect((await upload(GOOD_CSS, cookie)).statusCode).toBe(403);
      expect((await post('/apply', cookie, { hash: '0123456789abcdef' })).statusCode).toBe(403);
      expect((await post('/remove', cookie)).statusCode).toBe(403);
    }
    expect(await stored()).toEqual([]);
    expect((await detail(support)).stylesheet).toEqual({ applied: null, pending: null });
  });

  it('keeps an upload for preview: only its preview token shows it on the club’s pages until it is applied', async () => {
    const res = await upload(GOOD_CSS);
    expect(res.statusCode, res.body).toBe(200);
    const { stylesheet, skin } = res.json() as ConsoleClientDetail;
    const pending = stylesheet.pending!;
    expect(stylesheet.applied).toBeNull();
    expect(pending).toMatchObject({ css: GOOD_CSS, url: `/api/v4/public/skins/${pending.hash}.css` });
    expect(pending.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(skin.hasCustomSkin).toBe(false);

    // Not on the club's pages, nor served, without the token.
    expect(linked((await page('demo')).body)).toEqual([]);
    expect((await t.request({ club: 'demo', url: pending.url })).statusCode).toBe(404);
    const wrongToken = await t.request({ club: 'demo', url: `${pending.url}?skinPreview=not-the-token` });
    expect(wrongToken.statusCode).toBe(404);

    // The preview: the club's page with the token links it, kept by no cache.
    const preview = await page('demo', `/?skinPreview=${pending.previewToken}`);
    const href = `${pending.url}?skinPreview=${pending.previewToken}`;
    expect(linked(preview.body)).toEqual([href]);
    expect(preview.headers['cache-control']).toBe('no-store');
    const sheet = await t.request({ club: 'demo', url: href });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.headers['cache-control']).toBe('no-store');
    expect(sheet.body).toBe(GOOD_CSS);
    // Another club's host has none of it, token or not.
    expect((await t.request({ club: 'riverside', url: href })).statusCode).toBe(404);
    expect(linked((await page('riverside', `/?skinPreview=${pending.previewToken}`)).body)).toEqual([]);

    expect((await detail(support)).stylesheet.pending?.css).toBe(GOOD_CSS);
    expect(await audit()).toEqual([
      {
        action: 'console.stylesheet-upload',
        actor: 'skin-manager@example.com',
        details: { hash: pending.hash, bytes: GOOD_CSS.length },
      },
    ]);
  });

  it('applies the version previewed: the club’s pages link it after the theme, its host alone serves it', async () => {
    const { hash } = (await detail()).stylesheet.pending!;
    const stale = await post('/apply', manager, { hash: '0123456789abcdef' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain('body.hash');

    const applied = await post('/apply', manager, { hash });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = applied.json() as ConsoleClientDetail;
    expect(after.stylesheet.pending).toBeNull();
    expect(after.stylesheet.applied).toMatchObject({ hash, css: GOOD_CSS });
    expect(after.skin.hasCustomSkin).toBe(true);
    const url = after.stylesheet.applied!.url;

    // The schedule (rendered on the server) and a page the app renders both link it, last in the head.
    for (const path of ['/', '/login']) {
      const html = (await page('demo', path)).body;
      expect(linked(html), path).toEqual([url]);
      expect(html.indexOf(`<link rel="stylesheet" href="${url}">`)).toBeGreaterThan(html.indexOf('--club-primary'));
      expect(html).toContain(`<link rel="stylesheet" href="${url}"></head>`);
    }
    const sheet = await t.request({ club: 'demo', url });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sheet.headers['content-security-policy']).toContain("default-src 'none'");
    expect(sheet.headers['x-content-type-options']).toBe('nosniff');
    expect(sheet.body).toBe(GOOD_CSS);
    expect((await t.request({ club: 'riverside', url })).statusCode).toBe(404);
    expect((await t.request({ club: null, url })).statusCode).toBe(404);
    expect(linked((await page('riverside')).body)).toEqual([]);

    // The club's own settings say it has a custom skin.
    const settings = await t.request({ club: 'demo', url: '/api/settings/client-settings', cookie: organiser });
    expect((settings.json() as { data: ClubSettings }).data.hasCustomSkin).toBe(true);
    expect((await audit()).at(-1)).toEqual({
      action: 'console.stylesheet-apply',
      actor: 'skin-manager@example.com',
      details: { hash },
    });
  });

  it('removes the applied stylesheet: the pages have the theme alone again', async () => {
    const { url, hash } = (await detail()).stylesheet.applied!;
    const res = await post('/remove', manager);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as ConsoleClientDetail;
    expect(after.stylesheet).toEqual({ applied: null, pending: null });
    expect(after.skin.hasCustomSkin).toBe(false);
    expect(linked((await page('demo')).body)).toEqual([]);
    expect((await t.request({ club: 'demo', url })).statusCode).toBe(404);
    expect(await stored()).toEqual([]);
    // Removing none writes nothing.
    expect((await post('/remove', manager)).statusCode).toBe(200);
    expect((await audit()).slice(-1)).toEqual([
      { action: 'console.stylesheet-remove', actor: 'skin-manager@example.com', details: { hash } },
    ]);
  });
});
