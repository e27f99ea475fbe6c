import type { Me } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { newPage, PHONE } from './support/browser.js';
import { newFounder, signUpFounder } from './support/new-club.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.onboarding;
const app = withAppServerAndBrowser();

const inPage = <T>(page: Page, path: string) =>
  page.evaluate(async (p) => (await fetch(p, { headers: { accept: 'application/json' } })).json(), path) as Promise<T>;

describe('creating a club on the platform site', () => {
  const stamp = Date.now();
  const founder = newFounder(stamp);
  const subdomain = `kickers-${stamp}`;

  it('a new person signs up, creates a club, fills its details, reaches the payment splash, connects payments and sees the overview', async () => {
    const { page } = await newPage(app.browser, PHONE);

    // The platform's home page: 'Create a club' leads to creating an account first (and its emailed code).
    await signUpFounder(page, app.server, founder);

    // Back on 'Create a club', signed in: the address is checked as it is typed.
    const address = page.getByLabel(t.subdomainLabel);
    const create = page.getByRole('button', { name: t.create });
    await address.fill('www');
    await page.getByText(t.subdomainReason.reserved).waitFor();
    await address.fill('demo');
    await page.getByText(t.subdomainReason.taken).waitFor();
    expect(await create.isDisabled()).toBe(true);
    await address.fill(subdomain.toUpperCase());
    await page.getByText(t.available(`${subdomain}.localhost`)).waitFor();

    // A country not fully supported says so, and takes an address to tell when it is.
    await page.getByLabel(t.countryLabel).selectOption('US');
    await page.getByText(t.regionNotFullySupported('United States')).waitFor();
    expect(await page.getByLabel(t.betaEmailLabel).inputValue()).toBe(founder.email);
    await page.getByRole('button', { name: t.betaSubmit }).click();
    await page.getByText(t.betaRegistered).waitFor();
    await page.getByLabel(t.countryLabel).selectOption('GB');
    expect(await page.getByText(t.betaRegistered).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Creating it goes to the club's own site, signed in there as its organiser, who accepts the organiser's terms.
    await create.click();
    await page.waitForURL((url) => url.host.startsWith(`${subdomain}.`) && url.pathname === '/terms/update');
    await page.getByLabel(messages.contract.acceptCheckbox).check();
    await page.getByRole('button', { name: messages.contract.accept }).click();

    // The details step: Save waits for both fields; the name saves a second after typing stops.
    await page.waitForURL((url) => url.pathname === '/cms/sign-up/details');
    await page.getByRole('heading', { name: t.detailsTitle }).waitFor();
    await page.getByText(t.clubNameHint).waitFor();
    const save = page.getByRole('button', { name: t.save });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel(t.clubNameLabel).fill('Kickers');
    await page.getByTestId('club-name-status').getByText(t.clubNameSaved).waitFor();
    const details = await inPage<{ clubName: string; onSignUp: boolean }>(page, '/api/client/sign-up/details');
    expect(details).toMatchObject({ clubName: 'Kickers', onSignUp: true });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel(t.phoneLabel).fill('01632 960123');
    expect(await save.isDisabled()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await save.click();

    // The payment splash, then connecting with the sandbox, and the overview.
    await page.waitForURL((url) => url.pathname === '/cms/transition/splash/payment');
    await page.getByRole('heading', { name: t.splashTitle }).waitFor();
    await page.getByText(t.sandboxNote).waitFor();
    expect(await inPage(page, '/api/client/sign-up/details')).toMatchObject({
      clubName: 'Kickers',
      phone: '01632 960123',
      onSignUp: false,
    });
    await page.getByRole('button', { name: t.connect }).click();
    await page.waitForURL((url) => url.pathname === '/cms/transition/payment/overview');
    await page.getByText(t.connected).waitFor();
    await page
      .getByTestId('payment-status')
      .getByText(/^Account acct_/)
      .waitFor();
    await page.getByText(t.feeModePassOn).waitFor();
    await page.getByRole('link', { name: t.addTerm }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const me = await inPage<Me>(page, '/api/auth/me');
    expect(me).toMatchObject({ user: { email: founder.email }, roles: ['organiser'], financialAccess: true });

    // The new club has never picked a theme: the swatch grid marks the default it has (Slate), and only it.
    await page.goto(new URL('/cms/settings/profile', page.url()).href);
    const swatches = page.getByRole('button', { name: / theme$/ });
    await swatches.first().waitFor();
    const pressed = await swatches.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-pressed')));
    expect(pressed.filter((p) => p === 'true')).toHaveLength(1);
    expect(pressed.every((p) => p === 'true' || p === 'false')).toBe(true);
    expect(
      await page.getByRole('button', { name: messages.clubProfile.swatchLabel('Slate') }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
