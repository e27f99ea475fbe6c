import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Bootstrap, ClubSettings, ClientSettingsBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubNameProblem, clubPhoneProblem } from '@clubroom/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, DEMO } from '../../test-support/accounts.js';
import { accountTablesDigest } from '../../test-support/bad-input.js';
import { multipartBody, sampleImages } from '../../test-support/multipart.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';

const t = messages.clubProfile;
const SETTINGS = '/api/settings/client-settings';
const MB = 1024 * 1024;

const validBody = (overrides: Partial<ClientSettingsBody> = {}): ClientSettingsBody => ({
  'club-name': 'Little Legends',
  phone: '020 7946 0000',
  website: 'www.little-legends.example',
  facebook: 'littlelegends',
  twitter: '@littlelegends',
  instagram_handle: 'little.legends',
  youtube_account: 'LittleLegendsTV',
  tiktok_handle: '@legends',
  'listing-description': 'Football and gymnastics for ages 2 to 12.',
  ...overrides,
});

describe.each(testDrivers)('the club profile on %s', (driver) => {
  let app: TestApp;
  let dataDir: string;
  let organiser: string;
  let parent: string;
  const clubRow = () => accountTablesDigest(app, ['clubs']);
  const bootstrap = async (club = 'demo'): Promise<Bootstrap> =>
    (await app.request({ club, url: '/api/v4/public/club' })).json();
  const settings = async (cookie = organiser): Promise<ClubSettings> =>
    (await app.request({ url: SETTINGS, cookie })).json().data;
  const uploadLogo = (content: Buffer, filename = 'logo.png', contentType = 'image/png', cookie = organiser) => {
    const { body, headers } = multipartBody([{ name: 'logo', filename, contentType, content }]);
    return app.request({ method: 'POST', url: '/api/settings/logo', cookie, body, headers });
  };
  const logoFiles = async () => readdir(path.join(dataDir, 'uploads', 'logos')).catch(() => []);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'clubroom-logos-'));
    app = await createTestApp(driver, { env: { DATA_DIR: dataDir } });
    organiser = await app.signIn('demo', DEMO.organiser);
    parent = await app.signIn('demo', DEMO.parent);
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reads the seeded profile: name, phone, website, time zone, theme, and the listing toggle GB offers', async () => {
    const data = await settings();
    expect(data).toMatchObject({
      clubName: 'Little Legends Sports Club',
      phone: '020 7946 0321',
      website: 'https://www.littlelegends.example',
      timezone: 'Europe/London',
      country: 'GB',
      supportsListingSite: true,
      listingsActive: true,
      logoUrl: null,
      hasCustomSkin: false,
      theme: { skinKey: 'royal', colours: { primary: '1d4ed8', secondary: 'f59e0b', panel: 'eff6ff' } },
    });
    const themes = (await app.request({ url: '/api/settings/themes', cookie: organiser })).json().data;
    expect(themes[0]).toEqual({
      skinKey: 'default',
      name: 'Slate',
      colours: { primary: '555555', secondary: '9d9d9d', panel: 'f5f5f5' },
    });
    expect(themes.map((s: { skinKey: string }) => s.skinKey)).toContain('royal');
  });

  it('saves the details and socials, and the public pages show the new name at once', async () => {
    expect((await bootstrap()).club?.name).toBe('Little Legends Sports Club'); // the host's club is now cached
    const res = await app.request({
      method: 'POST',
      url: SETTINGS,
      cookie: organiser,
      body: { ...validBody(), 'listings-active': false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      clubName: 'Little Legends',
      phone: '020 7946 0000',
      website: 'https://www.little-legends.example',
      facebook: 'littlelegends',
      twitter: '@littlelegends',
      instagram_handle: 'little.legends',
      youtube_account: 'LittleLegendsTV',
      tiktok_handle: '@legends',
      description: 'Football and gymnastics for ages 2 to 12.',
      listingsActive: false,
    });
    expect(await settings()).toEqual(res.json().data);
    expect((await bootstrap()).club).toMatchObject({
      name: 'Little Legends',
      description: 'Football and gymnastics for ages 2 to 12.',
    });
  });

  it.each([
    ['no club name', { 'club-name': '   ' }, 'body.club-name', 'is required'],
    ['no phone', { phone: '' }, 'body.phone', 'is required'],
    ['letters in the phone', { phone: 'call me' }, 'body.phone', clubPhoneProblem('call me')],
    ['a website that is no address', { website: 'not a website' }, 'body.website', t.websiteShape],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'body.website', t.websiteShape],
    [
      'a name longer than its column',
      { 'club-name': 'x'.repeat(121) },
      'body.club-name',
      clubNameProblem('x'.repeat(121)),
    ],
    ['a facebook longer than its column', { facebook: 'x'.repeat(101) }, 'body.facebook', t.tooLong(100)],
    ['a phone longer than its column', { phone: '1'.repeat(31) }, 'body.phone', clubPhoneProblem('1'.repeat(31))],
  ])('refuses %s with 400 naming the field, saving nothing', async (_, overrides, field, message) => {
    const before = await clubRow();
    const res = await app.request({ method: 'POST', url: SETTINGS, cookie: organiser, body: validBody(overrides) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.issues).toContainEqual({ path: field, message });
    expect(await clubRow()).toBe(before);
  });

  it('refuses a body without club-name or phone at all', async () => {
    const before = await clubRow();
    const res = await app.request({ method: 'POST', url: SETTINGS, cookie: organiser, body: { website: '' } });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.club-name', 'body.phone']));
    expect(await clubRow()).toBe(before);
  });

  it('sets a theme of the grid or own colours; the public bootstrap shows it at once', async () => {
    expect((await bootstrap()).club?.theme.primary).toBe('1d4ed8');
    const teal = await app.request({
      method: 'POST',
      url: '/api/settings/theme',
      cookie: organiser,
      body: { skin: 'teal' },
    });
    expect(teal.statusCode, teal.body).toBe(200);
    expect(teal.json().data).toEqual({
      skinKey: 'teal',
      hasCustomSkin: false,
      colours: { primary: '0f766e', secondary: '84cc16', panel: 'f0fdfa' },
    });
    expect((await bootstrap()).club?.theme).toEqual({ primary: '0f766e', secondary: '84cc16', panel: 'f0fdfa' });
    const page = await app.request({ url: '/' });
    expect(page.body).toContain('--club-primary:#0f766e');

    const own = await app.request({
      method: 'POST',
      url: '/api/settings/theme',
      cookie: organiser,
      body: { skin: { primary: 'A0B', secondary: '123456', panel: 'fafafa' } },
    });
    expect(own.json().data).toEqual({
      skinKey: null,
      hasCustomSkin: true,
      colours: { primary: 'aa00bb', secondary: '123456', panel: 'fafafa' },
    });
    expect((await settings()).hasCustomSkin).toBe(true);
  });

  it.each([
    ['an unknown skin', { skin: 'no-such-skin' }, 'body.skin'],
    ['a bad colour', { skin: { primary: '#12345', secondary: '123456', panel: 'fff' } }, 'body.skin.primary'],
    ['a colour that is no hex', { skin: { primary: 'red', secondary: '123456', panel: 'fff' } }, 'body.skin.primary'],
    ['no skin', {}, 'body.skin'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_, body, field) => {
    const before = await clubRow();
    const res = await app.request({ method: 'POST', url: '/api/settings/theme', cookie: organiser, body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await clubRow()).toBe(before);
  });

  it.each([
    ['a PNG', sampleImages.png, 'image/png'],
    ['a GIF', sampleImages.gif, 'image/gif'],
    ['a JPEG', sampleImages.jpeg, 'image/jpeg'],
  ])('keeps %s as the logo and serves it on any host, typed by its content', async (_, content, type) => {
    const res = await uploadLogo(content, 'logo.exe', 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data;
    expect(url).toMatch(/^\/api\/v4\/public\/logos\/[0-9a-f-]{36}\.(png|gif|jpg)\?v=\d+$/);
    expect((await bootstrap()).club?.logoUrl).toBe(url);
    expect((await settings()).logoUrl).toBe(url);
    for (const club of ['demo', null]) {
      const served = await app.request({ club, url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(content)).toBe(true);
    }
    // One file per club: the earlier logo is gone.
    expect(await logoFiles()).toHaveLength(1);
    // The parent's list of their clubs (the club switcher, on any host) shows it too.
    const clubs = (await app.request({ club: null, url: '/api/v4/parent/clients/logo-urls', cookie: parent })).json();
    expect(clubs.data).toContainEqual(expect.objectContaining({ name: 'Little Legends', logoUrl: url }));
  });

  it('refuses a 3 MB logo and an executable named .png with the spec texts, keeping the logo', async () => {
    const before = await clubRow();
    const logoBefore = (await settings()).logoUrl;
    const big = await uploadLogo(Buffer.concat([sampleImages.png, Buffer.alloc(3 * MB)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({ code: 'FILE_TOO_LARGE', message: t.logoTooLarge });
    expect(t.logoTooLarge).toBe('Logos must be under 2MB in size. Please try again with a smaller image.');
    const exe = await uploadLogo(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]), 'logo.png', 'image/png');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error).toMatchObject({ code: 'FILE_TYPE_REFUSED', message: t.logoWrongType });
    expect(t.logoWrongType).toBe('Logos can only be jpg, png or gif files.');
    const webp = await uploadLogo(sampleImages.webp, 'logo.webp', 'image/webp');
    expect(webp.statusCode).toBe(415);
    expect(await clubRow()).toBe(before);
    expect((await settings()).logoUrl).toBe(logoBefore);
    expect(await logoFiles()).toHaveLength(1);
  });

  it('does not serve a file that is no current logo', async () => {
    for (const url of ['/api/v4/public/logos/no-such-logo.png', '/api/v4/public/logos/..%2Fchildren%2Fx.png']) {
      const res = await app.request({ url });
      expect([400, 404]).toContain(res.statusCode);
    }
  });

  it('reads and sets the time zone; an unknown zone is a 400 and changes nothing', async () => {
    const get = () => app.request({ url: '/api/client/timezone', cookie: organiser });
    expect((await get()).json()).toEqual({ data: 'Europe/London' });
    const zones: string[] = (await app.request({ url: '/api/timezones' })).json().data;
    expect(zones).toContain('Europe/Dublin');
    const set = await app.request({
      method: 'POST',
      url: '/api/client/timezone',
      cookie: organiser,
      body: { timezone: 'Europe/Dublin' },
    });
    expect(set.json()).toEqual({ data: 'Europe/Dublin' });
    expect((await bootstrap()).club?.timeZone).toBe('Europe/Dublin');
    const before = await clubRow();
    const bad = await app.request({
      method: 'POST',
      url: '/api/client/timezone',
      cookie: organiser,
      body: { timezone: 'Mars/Olympus_Mons' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues).toEqual([{ path: 'body.timezone', message: t.unknownTimezone }]);
    expect(await clubRow()).toBe(before);
    expect((await get()).json()).toEqual({ data: 'Europe/Dublin' });
  });

  it("refuses coaches, parents and another club's organiser, changing nothing", async () => {
    await createPerson(app, {
      email: 'profile-franchise@example.com',
      memberships: [{ club: 'demo', role: 'franchise_manager' }],
    });
    const franchise = await app.signIn('demo', 'profile-franchise@example.com');
    expect((await app.request({ url: SETTINGS, cookie: franchise })).statusCode).toBe(200);

    const before = await clubRow();
    const riverside = await app.signIn('riverside', DEMO.riversideOrganiser);
    for (const cookie of [await app.signIn('demo', DEMO.coach), await app.signIn('demo', DEMO.parent), riverside]) {
      expect((await app.request({ url: SETTINGS, cookie })).statusCode).toBe(403);
      const save = await app.request({
        method: 'POST',
        url: SETTINGS,
        cookie,
        body: validBody({ 'club-name': 'Taken' }),
      });
      expect(save.statusCode).toBe(403);
      const theme = await app.request({ method: 'POST', url: '/api/settings/theme', cookie, body: { skin: 'berry' } });
      expect(theme.statusCode).toBe(403);
      expect((await uploadLogo(sampleImages.png, 'logo.png', 'image/png', cookie)).statusCode).toBe(403);
    }
    // riverside's organiser on riverside's host changes riverside, never demo.
    const own = await app.request({
      club: 'riverside',
      method: 'POST',
      url: '/api/settings/theme',
      cookie: riverside,
      body: { skin: 'berry' },
    });
    expect(own.statusCode).toBe(200);
    expect(await clubRow()).not.toBe(before);
    expect((await bootstrap('riverside')).club?.theme.primary).toBe('9d174d');
    expect((await bootstrap('demo')).club?.theme.primary).toBe('aa00bb');
  });
});
