import type { Me, ScheduleResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { newPage, PHONE } from './support/browser.js';
import { getJson } from './support/http.js';
import { waitForMail } from './support/mailbox.js';
import { withAppServerAndBrowser } from './support/suite.js';

const CLUB = 'demo.localhost';
const DEMO_PASSWORD = 'clubroom-demo-2026';
const FACEBOOK_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/458.0.0.36.107;FBBV/600000000;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBCR/;FBID/phone;FBLC/en_GB;FBOP/5]';

const app = withAppServerAndBrowser();

/** The page the parent was on before signing up: they must land back there. */
let runPath: string;
let campPath: string;

beforeAll(async () => {
  const schedule = await getJson<ScheduleResponse>(app.server.port, CLUB, '/api/v4/public/schedule/current');
  runPath = `/${schedule.terms[0].runs[0].runId}/info`;
  campPath = `/camp/${schedule.camps[0].campId}`;
});

/** GET JSON from the page itself, so the browser's session cookie goes with it. */
const inPage = <T>(page: Page, path: string) =>
  page.evaluate(async (p) => (await fetch(p, { headers: { accept: 'application/json' } })).json(), path) as Promise<T>;
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('a parent signs up, accepting the terms, signs out and back in', () => {
  const parent = {
    firstName: 'Pat',
    lastName: 'Parker',
    email: `pat.parker.${Date.now()}@example.com`,
    mobile: '07700 900456',
    password: 'Hedgehog-kite-harbour-42',
  };

  it('signs up accepting the terms, verifies the emailed code (the page surviving a reload) and lands where they were', async () => {
    const { page } = await newPage(app.browser, PHONE);
    await page.goto(app.server.url('demo', `/login?next=${encodeURIComponent(runPath)}`));
    await page.getByRole('heading', { name: messages.signIn.title, level: 1 }).waitFor();
    expect(await page.getByTestId('in-app-browser-notice').count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole('main').getByRole('link', { name: messages.signIn.createAccount }).click();
    await page.getByRole('heading', { name: messages.signUp.title }).waitFor();
    expect(pathOf(page)).toBe(`/signup?next=${encodeURIComponent(runPath)}`);
    await page.getByLabel(messages.signUp.firstName).fill(parent.firstName);
    await page.getByLabel(messages.signUp.lastName).fill(parent.lastName);
    await page.getByLabel(messages.signUp.email).fill(parent.email);
    await page.getByLabel(messages.signUp.mobile).fill('0123');
    await page.getByLabel(messages.signUp.password, { exact: true }).fill(parent.password);

    // Unticked terms and a landline: the form says so and sends nothing.
    await page.getByRole('button', { name: messages.signUp.submit }).click();
    await page.getByText(messages.signUp.acceptTermsRequired).waitFor();
    await page.getByText(messages.signUp.mobileInvalid).waitFor();
    await expectAccessible(page);
    await page.getByLabel(messages.signUp.mobile).fill(parent.mobile);

    // The terms checkbox's modal shows the parent contract and closes.
    await page.getByRole('button', { name: messages.signUp.readTerms }).click();
    const dialog = page.getByRole('dialog', { name: messages.contract.title });
    await dialog.getByRole('heading', { name: '1. Who we are' }).waitFor();
    await dialog.getByText("Children's information").waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: messages.contract.close }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel(messages.signUp.acceptTerms).check();
    // The sign-up carries a solved bot check, worked out by the page while the button is busy.
    const [signUpRequest] = await Promise.all([
      page.waitForRequest(
        (request) =>
          request.method() === 'POST' && new URL(request.url()).pathname === '/api/v4/public/signup/new-user',
      ),
      page.getByRole('button', { name: messages.signUp.submit }).click(),
    ]);
    expect(signUpRequest.headers()['x-bot-check']).toMatch(/^[A-Za-z0-9+/]+=*$/);

    // The verification code, emailed; asking for a new one replaces it.
    await page.getByRole('heading', { name: messages.verificationCode.title }).waitFor();
    expect(pathOf(page)).toBe(`/signup/verify?next=${encodeURIComponent(runPath)}`);
    await page.getByText(parent.email).waitFor();
    // The page survives a reload, and being opened again by its address after leaving it.
    const verifyUrl = page.url();
    await page.reload();
    await page.getByText(messages.verificationCode.intro(parent.email)).waitFor();
    await page.goto(app.server.url('demo', runPath));
    await page.goto(verifyUrl);
    await page.getByRole('heading', { name: messages.verificationCode.title }).waitFor();
    await page.getByText(messages.verificationCode.intro(parent.email)).waitFor();
    expect(await page.getByText(messages.missingEmail.title).count()).toBe(0);
    await expectAccessible(page);
    const first = await waitForMail(app.server.port, parent.email, /verification code/);
    await page.getByRole('button', { name: messages.verificationCode.resend }).click();
    await page.getByText(messages.verificationCode.resent).waitFor();
    const second = await waitForMail(app.server.port, parent.email, /verification code/, first.id);
    const code = /(\d{6})/.exec(second.subject)![1];
    await page
      .getByLabel(messages.verificationCode.code, { exact: true })
      .fill('000000' === code ? '111111' : '000000');
    await page.getByRole('button', { name: messages.verificationCode.submit }).click();
    await page.getByText(messages.verificationCode.invalid).waitFor();
    await page.getByLabel(messages.verificationCode.code, { exact: true }).fill(code);
    await page.getByRole('button', { name: messages.verificationCode.submit }).click();

    // The terms ticked at sign-up are accepted: straight back where they were, with no 'updated terms' page.
    await page.waitForURL((url) => url.pathname === runPath);
    await page.getByRole('button', { name: messages.accountMenu.label(parent.firstName) }).waitFor();
    expect(await page.getByText(messages.contract.updateNotice(parent.firstName)).count()).toBe(0);
    await expectAccessible(page);
    const me = await inPage<Me>(page, '/api/auth/me');
    expect(me.user?.email).toBe(parent.email);
    expect(me.roles).toContain('parent');
    expect(me.contractRequired).toBeNull();
    // Sign-up asks no marketing question: the answer is no until they say otherwise.
    expect(await inPage<{ status: boolean }>(page, '/api/v4/parent/user/marketing-preferences')).toEqual({
      status: false,
    });

    // Signs out from the header's account menu.
    await page.getByRole('button', { name: messages.accountMenu.label(parent.firstName) }).click();
    await page.getByRole('menuitem', { name: messages.signIn.signOut }).click();
    await page.getByRole('banner').getByRole('link', { name: messages.header.signIn }).waitFor();
    expect((await inPage<Me>(page, '/api/auth/me')).user).toBeNull();

    // Back in by an emailed sign-in link, which then works only once.
    await page.goto(app.server.url('demo', `/login?next=${encodeURIComponent(campPath)}`));
    await page.getByLabel(messages.signIn.email).fill(parent.email.toUpperCase());
    await page.getByRole('button', { name: messages.signIn.magicLinkInstead }).click();
    await page.getByRole('heading', { name: messages.checkEmail.title }).waitFor();
    await page.getByText(messages.checkEmail.magicLinkSent(parent.email)).waitFor();
    const mail = await waitForMail(app.server.port, parent.email, /^Sign in to/);
    const link = /(http\S+\/api\/magic-link-login\S+)/.exec(mail.text)![1];
    // Opening the link leads to a page whose button signs in (a mail scanner opening it uses nothing).
    await page.goto(link);
    await page.getByRole('heading', { name: messages.magicLink.landingTitle('Little Legends Sports Club') }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: messages.magicLink.signIn }).click();
    await page.waitForURL((url) => url.pathname === campPath);
    expect((await inPage<Me>(page, '/api/auth/me')).user?.email).toBe(parent.email);

    await page.goto(link);
    await page.getByRole('heading', { name: messages.magicLink.expiredTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login/link-expired');
    // The way back to sign in still leads on to the camp.
    expect(await page.getByRole('link', { name: messages.forgotPassword.backToSignIn }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(campPath)}`,
    );
    await page.close();
  });
});

describe('signing in', () => {
  it('shows the server error for a wrong password, and the no-account message for an unknown address', async () => {
    const { page } = await newPage(app.browser, PHONE);
    await page.goto(app.server.url('demo', '/login'));
    await page.getByLabel(messages.signIn.email).fill('parent@example.com');
    await page.getByLabel(messages.signIn.password).fill('not-the-password');
    await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
    await page.getByRole('alert').getByText(messages.signIn.wrongCredentials).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel(messages.signIn.email).fill('nobody-here@example.com');
    await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
    await page.getByRole('alert').getByText(messages.noAccount.parent('nobody-here@example.com')).waitFor();

    // A sign-up that never entered its code has no password yet: the page says what to do instead.
    const halfDone = 'half-done@example.org';
    await page.goto(app.server.url('demo', '/signup'));
    for (const [label, value] of [
      [messages.signUp.firstName, 'Half'],
      [messages.signUp.lastName, 'Done'],
      [messages.signUp.email, halfDone],
      [messages.signUp.mobile, '07700900111'],
    ]) {
      await page.getByLabel(label).fill(value);
    }
    await page.getByLabel(messages.signUp.password, { exact: true }).fill('a-long-enough-passphrase');
    await page.getByLabel(messages.signUp.acceptTerms).check();
    await page.getByRole('button', { name: messages.signUp.submit }).click();
    await page.getByRole('heading', { name: messages.verificationCode.title }).waitFor();
    await page.goto(app.server.url('demo', '/login'));
    await page.getByLabel(messages.signIn.email).fill(halfDone);
    await page.getByLabel(messages.signIn.password).fill('a-long-enough-passphrase');
    await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
    await page.getByRole('alert').getByText(messages.signIn.unverified).waitFor();
    await page.close();
  });

  it('sends a signed-in person with terms to accept to the contract page from any page, with the coach wording for a coach', async () => {
    const { page } = await newPage(app.browser);
    await page.goto(app.server.url('demo', `/login?next=${encodeURIComponent(campPath)}`));
    await page.getByLabel(messages.signIn.email).fill('coach@example.com');
    await page.getByLabel(messages.signIn.password).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/terms/update');
    expect(new URL(page.url()).searchParams.get('next')).toBe(campPath);
    await page.getByText(messages.contract.coachIntro).waitFor();
    expect(await page.getByText(messages.contract.marketingQuestion).count()).toBe(0);

    // Any other page of the club site leads back to the contract first.
    await page.goto(app.server.url('demo', runPath));
    await page.waitForURL((url) => url.pathname === '/terms/update' && url.searchParams.get('next') === runPath);

    // Terms that changed while the page was open: the form comes back to the page, which says so. The coach reads the
    // summary first: the box below it moves as it lands.
    await page
      .getByRole('region', { name: messages.contract.title })
      .getByRole('status')
      .waitFor({ state: 'detached' });
    await page.getByLabel(messages.contract.acceptCheckbox).check();
    await page.route(
      '**/terms/update',
      (route) =>
        route.continue({
          postData: route
            .request()
            .postData()
            ?.replace(/version=\d+/, 'version=999'),
        }),
      { times: 1 },
    );
    await page.getByRole('button', { name: messages.contract.accept }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/terms/update' &&
        url.searchParams.get('error') === 'outdated' &&
        url.searchParams.get('next') === runPath,
    );
    await page.getByRole('alert').filter({ hasText: messages.contract.outdated }).waitFor();

    // A forced click skips Playwright's wait for a still element (ACCEPT is aria-disabled): let the page's late
    // chunks (the header's signed-in parts) land first, or the click can hit where the button was.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: messages.contract.accept }).click({ force: true });
    await page.getByText(messages.contract.acceptRequiredStaffFirst).waitFor(); // a coach asked for the first time
    await page.getByLabel(messages.contract.acceptCheckbox).check();
    // Once pressed, ACCEPT turns into a loading button (noted in sessionStorage, which outlives the form's navigation).
    await page.evaluate((label) => {
      new MutationObserver(() => {
        if (document.querySelector('button[aria-busy="true"][disabled]')?.textContent?.includes(label))
          sessionStorage.setItem('sawSpinner', 'yes');
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    }, messages.contract.accepting);
    await page.getByRole('button', { name: messages.contract.accept }).click();
    await page.waitForURL((url) => url.pathname === runPath);
    expect(await page.evaluate(() => sessionStorage.getItem('sawSpinner'))).toBe('yes');
    expect((await inPage<Me>(page, '/api/auth/me')).contractRequired).toBeNull();
    await page.close();
  });

  it('resets a forgotten password through the emailed link, which works once', async () => {
    const { page } = await newPage(app.browser, PHONE);
    await page.goto(app.server.url('demo', '/reset-password'));
    await page.getByRole('heading', { name: messages.missingToken.title }).waitFor();
    await page.getByText(messages.missingToken.body, { exact: true }).waitFor();

    await page.goto(app.server.url('demo', '/login'));
    await page.getByRole('link', { name: messages.signIn.forgotPassword }).click();
    await page.getByRole('heading', { name: messages.forgotPassword.title }).waitFor();
    await page.getByLabel(messages.signIn.email).fill('parent@example.com');
    await page.getByRole('button', { name: messages.forgotPassword.submit }).click();
    await page.getByText(messages.checkEmail.resetSent('parent@example.com')).waitFor();

    const mail = await waitForMail(app.server.port, 'parent@example.com', /^Reset your/);
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail.text)![1];
    expect(new URL(link).host).toBe(`demo.localhost:${app.server.port}`);
    await page.goto(link);
    await page.getByLabel(messages.resetPassword.newPassword, { exact: true }).fill('Otter-lantern-meadow-7');
    await page.getByLabel(messages.resetPassword.confirmPassword).fill('Otter-lantern-meadow-8');
    await page.getByRole('button', { name: messages.resetPassword.submit }).click();
    await page.getByText(messages.resetPassword.mismatch).waitFor();
    await page.getByLabel(messages.resetPassword.confirmPassword).fill('Otter-lantern-meadow-7');
    await page.getByRole('button', { name: messages.resetPassword.submit }).click();
    await page.getByText(messages.resetPassword.done).waitFor();
    // The demo parent has never accepted the terms: Continue leads to the contract page, then home.
    await page.getByRole('link', { name: messages.resetPassword.continue }).click();
    await page.waitForURL((url) => url.pathname === '/terms/update');
    await page.getByText(messages.contract.firstNotice('Priya')).waitFor();
    await page.getByText("What's changed:").waitFor();
    await expectAccessible(page);

    const accept = page.getByRole('button', { name: messages.contract.accept });
    expect(await accept.getAttribute('aria-disabled')).toBe('true');
    await accept.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled; a person can still press it
    await page.getByText(messages.contract.acceptRequired).waitFor();
    expect(new URL(page.url()).pathname).toBe('/terms/update');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: messages.contract.readFullTerms }).click();
    await page.getByRole('heading', { name: messages.contract.fullTerms }).waitFor();
    await page.getByRole('heading', { name: '6. Marketing' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByLabel(messages.contract.marketingYes).check();
    await page.getByLabel(messages.contract.specialCategoryConsent).check();
    await page.getByLabel(messages.contract.acceptCheckbox).check();
    expect(await accept.getAttribute('aria-disabled')).toBe('false');
    await expect(page.getByText(messages.contract.acceptRequired).count()).resolves.toBe(0);
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), accept.click()]);
    expect((await inPage<Me>(page, '/api/auth/me')).contractRequired).toBeNull();
    expect(await inPage<{ status: boolean }>(page, '/api/v4/parent/user/marketing-preferences')).toEqual({
      status: true,
    });

    await page.goto(link);
    await page.getByLabel(messages.resetPassword.newPassword, { exact: true }).fill('Otter-lantern-meadow-9');
    await page.getByLabel(messages.resetPassword.confirmPassword).fill('Otter-lantern-meadow-9');
    await page.getByRole('button', { name: messages.resetPassword.submit }).click();
    await page.getByRole('alert').getByText(messages.resetPassword.linkInvalid).waitFor();
    await page.close();
  });
});

describe('inside an in-app social browser', () => {
  it('shows the notice on the sign-in and sign-up pages', async () => {
    const context = await app.browser.newContext({
      viewport: PHONE,
      userAgent: FACEBOOK_APP,
      locale: 'en-GB',
      bypassCSP: true,
    });
    const page = await context.newPage();
    for (const path of ['/login', '/signup']) {
      await page.goto(app.server.url('demo', path));
      const notice = page.getByTestId('in-app-browser-notice');
      await notice.getByRole('heading', { name: messages.inAppBrowser.title }).waitFor();
      await notice.getByText(messages.inAppBrowser.signInBody).waitFor();
    }
    await expectAccessible(page);
    await context.close();
  });
});
