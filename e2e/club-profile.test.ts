import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.clubProfile;
const app = withAppServerAndBrowser();

/** A 1×1 GIF: a real image, so the page can show it. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
/** A Windows executable's first bytes, named as a PNG. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);
const CLUB = 'Little Legends Sports Club';

describe('the club profile (/cms/settings/profile) on a phone', () => {
  it('an organiser changes the theme and uploads a logo, and the public schedule shows both', async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms'));
    await page.getByRole('link', { name: messages.cms.nav.settings }).click();
    await page.getByRole('link', { name: new RegExp(`^${t.title}`) }).click();
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    expect(await page.getByLabel(t.phone).inputValue()).toBe('020 7946 0321');

    // The seeded theme is the grid's Royal blue; Berry replaces it, and the preview follows.
    expect(await page.getByRole('button', { name: t.swatchLabel('Royal blue') }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('button', { name: t.swatchLabel('Berry') }).click();
    await page.getByRole('status').getByText(t.themeSaved).waitFor();
    expect(await page.getByRole('button', { name: t.swatchLabel('Berry') }).getAttribute('aria-pressed')).toBe('true');
    const preview = page.getByTestId('theme-preview-header');
    expect(await preview.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(157, 23, 77)');

    // Too big (refused before it is sent) and not an image (refused by the server): the spec's words.
    const chooser = page.getByLabel(t.chooseLogo);
    await chooser.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
    await page.getByRole('alert').getByText(t.logoTooLarge).waitFor();
    await chooser.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: EXE });
    await page.getByRole('alert').getByText(t.logoWrongType).waitFor();
    expect(await page.getByText(t.noLogo).count()).toBe(1);

    // A real logo shows at once, its URL busting any cache.
    await chooser.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: GIF });
    await page.getByRole('status').getByText(t.logoSaved).waitFor();
    const logo = page.getByRole('img', { name: t.logoAlt(CLUB) });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(await logo.getAttribute('src')).toMatch(/^\/api\/v4\/public\/logos\/[0-9a-f-]{36}\.gif\?v=\d+&t=\d+$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The public schedule: the logo in the header, in Berry's colours.
    await page.goto(app.server.url('demo', '/'));
    const headerLogo = page.getByTestId('club-logo');
    await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const header = page.locator('header').first();
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(157, 23, 77)');
    await page.close();
  });

  it("an organiser changes the club's name, phone, website and time zone; a missing phone keeps Save disabled", async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/settings/profile'));
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    const save = page.getByRole('button', { name: t.save, exact: true });
    await page.getByLabel(t.phone).fill('');
    await expect.poll(() => save.isDisabled()).toBe(true);
    // A phone too short to be one says so in plain words, naming the field as its label reads.
    await page.getByLabel(t.phone).fill('12345');
    await save.click();
    await page.getByText(`${t.phone} must have 7 to 15 digits`).waitFor();
    await page.getByLabel(t.phone).fill('01632 960 123');
    await page.getByLabel(t.website).fill('legends.example');
    await page.getByLabel(t.description).fill('Football for little legends.');
    await page.getByLabel(t.timezone).selectOption('Europe/Dublin');
    await save.click();
    await page.getByRole('status').getByText(t.saved).waitFor();

    // The club's name saves itself a second after typing stops.
    await page.getByLabel(t.clubName).fill('Little Legends');
    await page.getByRole('status').getByText(t.clubNameSaved).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    expect(await page.getByLabel(t.clubName).inputValue()).toBe('Little Legends');
    expect(await page.getByLabel(t.phone).inputValue()).toBe('01632 960 123');
    expect(await page.getByLabel(t.website).inputValue()).toBe('https://legends.example');
    expect(await page.getByLabel(t.description).inputValue()).toBe('Football for little legends.');
    expect(await page.getByLabel(t.timezone).inputValue()).toBe('Europe/Dublin');
    // The site's header has the new name too.
    await page.locator('header').getByText('Little Legends', { exact: true }).waitFor();
    await page.close();
  });
});
