import type { Me } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { newPage, PHONE } from './support/browser.js';
import { waitForMail } from './support/mailbox.js';
import { withAppServerAndBrowser } from './support/suite.js';

const PASSWORD = 'clubroom-demo-2026';
const BANNER_TEXT = 'You are logged into an Admin account viewing your public booking page';

const app = withAppServerAndBrowser();

/** Calls the API from inside the page, so the browser sends the club's Origin and keeps the cookie. */
async function apiFromPage<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, path, body },
  );
}

/**
 * Signs in through the API (the sign-in page is another journey's) and accepts any contract the
 * person still owes, so the contract gate does not stand between them and the page under test.
 */
async function signedInPage(email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(app.browser, viewport);
  await page.goto(app.server.url('demo', '/api/auth/me'));
  const login = await apiFromPage<Me>(page, 'POST', '/api/v4/public/authentication/login-user', {
    email,
    password: PASSWORD,
  });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  const owed = login.json.contractRequired;
  if (owed) {
    const parent = owed.role === 'parent';
    const accepted = await apiFromPage(page, 'POST', '/api/v4/contract/accept', {
      version: owed.version,
      acceptTerms: true,
      ...(parent && { specialCategoryConsent: true }),
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  }
  return page;
}

async function openSchedule(page: Page): Promise<void> {
  await page.goto(app.server.url('demo', '/'));
  await page.getByRole('heading', { name: 'Show me' }).waitFor();
}

const banner = (page: Page) => page.getByTestId('staff-banner');
const accountMenu = (page: Page, firstName: string) =>
  page.getByRole('button', { name: `Account menu for ${firstName}` });

describe('the signed-out header', () => {
  it("offers 'Sign in' back to the current page, shows no banner, and sends /dashboard to sign in", async () => {
    const { page } = await newPage(app.browser, PHONE);
    await page.goto(app.server.url('demo', '/?day=tue'));
    await page.getByRole('heading', { name: 'Show me' }).waitFor();
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    const href = new URL((await signIn.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/login');
    expect(href.searchParams.get('next')).toBe('/?day=tue');
    expect(await banner(page).count()).toBe(0);

    await page.goto(app.server.url('demo', '/dashboard'));
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard');
    await page.close();
  });
});

describe('signing in as staff with no page asked for', () => {
  /** Signs in through the form at `/login` on `club`'s site; accepts the terms if the contract page comes first. */
  async function signInThroughForm(email: string, club = 'demo'): Promise<Page> {
    const { page } = await newPage(app.browser, PHONE);
    await page.goto(app.server.url(club, '/login'));
    await page.getByLabel(messages.signIn.email).fill(email);
    await page.getByLabel(messages.signIn.password).fill(PASSWORD);
    await page.getByRole('button', { name: messages.signIn.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    return page;
  }

  it('lands a brand-new organiser on the club home after terms worded as new, not updated', async () => {
    const page = await signInThroughForm('riverside-organiser@example.com', 'riverside');
    await page.waitForURL((url) => url.pathname === '/terms/update' && url.searchParams.get('next') === '/cms');
    await page.getByText(messages.contract.firstNotice('Rory')).waitFor();
    expect(await page.getByText(messages.contract.updateNotice('Rory')).count()).toBe(0);
    await page.getByLabel(messages.contract.acceptCheckbox).check();
    await page.getByRole('button', { name: messages.contract.accept }).click();
    await page.waitForURL((url) => url.pathname === '/cms');
    await page.close();
  });

  it('lands a coach on the registers', async () => {
    const page = await signInThroughForm('coach@example.com');
    if (new URL(page.url()).pathname === '/terms/update') {
      await page.getByLabel(messages.contract.acceptCheckbox).check();
      await page.getByRole('button', { name: messages.contract.accept }).click();
    }
    await page.waitForURL((url) => url.pathname === '/cms/registers');
    await page.close();
  });
});

describe('the staff banner on public pages', () => {
  it('shows an organiser Manage Club and View Schedule (not View Registers), and passes axe', async () => {
    const page = await signedInPage('organiser@example.com');
    await openSchedule(page);
    await banner(page).getByText(BANNER_TEXT).waitFor();
    expect(await banner(page).getByRole('link', { name: 'Manage Club' }).getAttribute('href')).toBe('/cms');
    expect(await banner(page).getByRole('link', { name: 'View Schedule' }).getAttribute('href')).toBe('/cms/schedule');
    expect(await banner(page).getByRole('link', { name: 'View Registers' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The banner is on every public page, and leads into the admin area.
    const runHref = await page.getByTestId('run-card').first().locator('a').first().getAttribute('href');
    await page.goto(app.server.url('demo', runHref!));
    await banner(page).getByText(BANNER_TEXT).waitFor();
    await banner(page).getByRole('link', { name: 'Manage Club' }).click();
    await page.getByRole('heading', { name: 'Manage Club' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cms');
    expect(await banner(page).count()).toBe(0);
    await page.close();
  });

  it('shows a coach View Registers and neither View Schedule nor Manage Club', async () => {
    const page = await signedInPage('coach@example.com', PHONE);
    await openSchedule(page);
    await banner(page).getByText(BANNER_TEXT).waitFor();
    expect(await banner(page).getByRole('link', { name: 'View Registers' }).getAttribute('href')).toBe(
      '/cms/registers',
    );
    expect(await banner(page).getByRole('link', { name: 'View Schedule' }).count()).toBe(0);
    expect(await banner(page).getByRole('link', { name: 'Manage Club' }).count()).toBe(0);
    await banner(page).getByRole('link', { name: 'View Registers' }).click();
    await page.getByRole('heading', { name: 'Registers' }).waitFor();
    await page.close();
  });
});

describe("the parent's account", () => {
  it('has no banner; My account shows their details and two children; marketing preferences save and stay saved', async () => {
    const page = await signedInPage('parent@example.com', PHONE);
    await openSchedule(page);
    await accountMenu(page, 'Priya').waitFor();
    expect(await banner(page).count()).toBe(0);

    await accountMenu(page, 'Priya').click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByText('parent@example.com').first().waitFor();
    const children = page.getByTestId('children').getByRole('listitem');
    await children.first().waitFor(); // the children load on their own
    expect(await children.count()).toBe(2);
    expect(await children.allInnerTexts()).toEqual([
      expect.stringContaining('Arjun Parent'),
      expect.stringContaining('Maya Parent'),
    ]);
    expect(await children.first().innerText()).toContain('Born 14 May 2019');

    const optIn = page.getByRole('switch', { name: 'Contact me about news, offers and new classes' });
    await expect.poll(() => optIn.isEnabled()).toBe(true);
    const before = (await optIn.getAttribute('aria-checked')) === 'true';
    await optIn.click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await optIn.getAttribute('aria-checked')).toBe(String(!before));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await expect.poll(() => optIn.getAttribute('aria-checked')).toBe(String(!before));
    expect(
      (await apiFromPage<{ status: boolean }>(page, 'GET', '/api/v4/parent/user/marketing-preferences')).json.status,
    ).toBe(!before);

    // Sign out from the account menu: home, signed out.
    await accountMenu(page, 'Priya').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await apiFromPage<Me>(page, 'GET', '/api/auth/me')).json.user).toBeNull();
    await page.close();
  });
});

describe('support switches user', () => {
  it('offers the link only for a valid address, acts as the parent with a banner, and switches back', async () => {
    const page = await signedInPage('support@example.com');
    await openSchedule(page);
    await page.getByRole('button', { name: 'Support' }).click();
    await page.getByRole('menuitem', { name: /Switch user/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch user' });
    const email = dialog.getByLabel('Email address of the user');
    await email.fill('not an email');
    expect(await dialog.getByRole('link').count()).toBe(0);
    await email.fill('parent@example.info');
    expect(await dialog.getByRole('link').count()).toBe(0);
    await email.fill('parent@example.com');
    const link = dialog.getByRole('link', { name: /Switch user/ });
    expect(await link.getAttribute('href')).toBe('/?_switch_user=parent%40example.com');

    await link.click();
    const switched = page.getByRole('region', { name: 'Switched user' });
    await switched
      .getByText('You are signed in as Priya Parent (parent@example.com), switched from Sam (support@example.com).')
      .waitFor();
    expect(new URL(page.url()).search).toBe('');
    await accountMenu(page, 'Priya').waitFor();
    expect(await page.getByRole('button', { name: 'Support' }).count()).toBe(0);
    // The banner stays on every page while switched.
    await page.goto(app.server.url('demo', '/dashboard'));
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await switched.waitFor();
    // Priya's consents are her own: the marketing switch answers why it did not change...
    const marketing = page.getByRole('switch', { name: messages.account.marketingLabel });
    await expect.poll(() => marketing.isEnabled()).toBe(true);
    const wasChecked = await marketing.getAttribute('aria-checked');
    await marketing.click();
    await page
      .getByRole('alert')
      .filter({ hasText: messages.switchedSession.refused('Priya') })
      .waitFor();
    expect(await marketing.getAttribute('aria-checked')).toBe(wasChecked);
    // ...and the contract page offers no form, only a way on.
    await page.goto(app.server.url('demo', '/terms/update?next=%2Fdashboard'));
    await page.getByText(messages.switchedSession.contractPage('Priya')).waitFor();
    expect(await page.getByRole('button', { name: messages.contract.accept }).count()).toBe(0);
    await page.getByRole('link', { name: messages.switchedSession.continue }).click();
    await page.getByRole('heading', { name: 'My account' }).waitFor();

    await switched.getByRole('link', { name: 'Switch back' }).click();
    await page.getByRole('button', { name: 'Support' }).waitFor();
    expect(await switched.count()).toBe(0);
    const me = (await apiFromPage<Me>(page, 'GET', '/api/auth/me')).json;
    expect(me.user?.email).toBe('support@example.com');
    expect(me.impersonator).toBeNull();

    // A link to someone with no account comes back to the page and says why, without switching.
    await page.goto(app.server.url('demo', '/camp/1?_switch_user=nobody%40example.org'));
    const notice = page.getByRole('alert').filter({ hasText: 'There is no account with that email address' });
    await notice.waitFor();
    expect(new URL(page.url()).search).toBe('?_switch_user_error=unknown');
    await page.getByRole('button', { name: 'Support' }).waitFor();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    // The notice leaves on the render after the URL changes.
    await expect.poll(() => notice.count()).toBe(0);
    await page.close();
  });

  it("switching back from the organiser's admin area returns support to the page they switched from", async () => {
    const page = await signedInPage('support@example.com');
    await page.goto(app.server.url('demo', '/camp/1'));
    await page.getByRole('button', { name: 'Support' }).click();
    await page.getByRole('menuitem', { name: /Switch user/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch user' });
    await dialog.getByLabel('Email address of the user').fill('organiser@example.com');
    await dialog.getByRole('link', { name: /Switch user/ }).click();
    const switched = page.getByRole('region', { name: 'Switched user' });
    await switched.getByText(/You are signed in as .* \(organiser@example\.com\)/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/camp/1');

    // As the organiser, into their admin area, which support may not see themselves.
    await page.goto(app.server.url('demo', '/cms'));
    await page.getByRole('heading', { name: 'Manage Club' }).waitFor();
    await switched.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await switched.getByRole('link', { name: 'Switch back' }).click();
    await page.getByRole('button', { name: 'Support' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/camp/1');
    expect(await page.getByText(messages.permissions.denied).count()).toBe(0);
    expect(await switched.count()).toBe(0);
    expect((await apiFromPage<Me>(page, 'GET', '/api/auth/me')).json.impersonator).toBeNull();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});

describe("the organiser's staff page", () => {
  it("changes a coach's role and financial access, asking before taking access away", async () => {
    const page = await signedInPage('organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/staff'));
    await page.getByRole('heading', { name: 'Staff', exact: true }).waitFor();
    const coach = page.locator('[data-testid="staff-member"][data-email="coach@example.com"]');
    const self = page.locator('[data-testid="staff-member"][data-email="organiser@example.com"]');
    await coach.waitFor();
    expect(await coach.innerText()).toContain('Callum Coach');
    expect(await coach.getByLabel('Role').inputValue()).toBe('coach');
    expect(await coach.innerText()).toContain('Active');
    const financial = coach.getByRole('switch', { name: 'Financial access' });
    // Only organisers can have financial access: a coach's switch is off and explains why.
    expect(await financial.getAttribute('aria-checked')).toBe('false');
    expect(await financial.isDisabled()).toBe(true);
    expect(await self.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);

    // Make the coach an organiser (confirmed), then give financial access.
    await coach.getByLabel('Role').selectOption('organiser');
    const confirm = page.getByRole('dialog');
    await confirm.getByText("Change Callum Coach's role to Organiser?").waitFor();
    await confirm.getByRole('button', { name: 'Change role' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved the changes to Callum Coach.' }).waitFor();
    expect(await coach.getByLabel('Role').inputValue()).toBe('organiser');
    await expect.poll(() => financial.isEnabled()).toBe(true);
    await financial.click();
    await expect.poll(() => financial.getAttribute('aria-checked')).toBe('true');

    await page.reload();
    await coach.waitFor();
    expect(await coach.getByRole('switch', { name: 'Financial access' }).getAttribute('aria-checked')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Deactivate asks first; cancelling changes nothing; confirming does; restore brings them back, without
    // financial access (only its own switch gives it).
    await coach.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await coach.innerText()).toContain('Active');
    await coach.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await coach.getByText('Deactivated').waitFor();
    await coach.getByRole('button', { name: 'Restore' }).click();
    await coach.getByText('Active').waitFor();
    expect(await financial.getAttribute('aria-checked')).toBe('false');

    // Back to a coach: financial access goes with the organiser role.
    await coach.getByLabel('Role').selectOption('coach');
    await page.getByRole('dialog').getByRole('button', { name: 'Change role' }).click();
    await expect.poll(() => coach.getByLabel('Role').inputValue()).toBe('coach');
    expect(await coach.getByRole('switch', { name: 'Financial access' }).getAttribute('aria-checked')).toBe('false');
    await page.close();
  });

  it('keeps the last organiser with financial access, saying why on their card; once another holds it, lets them give up their own and stay signed in, after which the switches are locked', async () => {
    const page = await signedInPage('organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/staff'));
    const self = page.locator('[data-testid="staff-member"][data-email="organiser@example.com"]');
    const coach = page.locator('[data-testid="staff-member"][data-email="coach@example.com"]');
    const own = self.getByRole('switch', { name: 'Financial access' });
    await expect.poll(() => own.getAttribute('aria-checked')).toBe('true');

    // The club's only organiser with financial access cannot give it up: the refusal shows on their card.
    await own.click();
    await self.getByRole('alert').getByText(messages.staff.lastFinancialOrganiser).waitFor();
    expect(await own.getAttribute('aria-checked')).toBe('true');

    // Another organiser (invited) is given financial access; then giving up one's own is allowed.
    const second = `finance.second.${Date.now()}@example.com`;
    const invited = await apiFromPage(page, 'POST', '/api/v4/client/staff/invite', {
      email: second,
      firstName: 'Fay',
      lastName: 'Finance',
      role: 'organiser',
    });
    expect(invited.status, JSON.stringify(invited.json)).toBe(200);
    await page.reload();
    const theirs = page
      .locator(`[data-testid="staff-member"][data-email="${second}"]`)
      .getByRole('switch', { name: 'Financial access' });
    await theirs.click();
    await expect.poll(() => theirs.getAttribute('aria-checked')).toBe('true');
    await own.click();
    await page.getByRole('status').filter({ hasText: 'Saved the changes to Olivia Organiser.' }).waitFor();
    await page.reload();
    await self.waitFor();
    expect(new URL(page.url()).pathname).toBe('/cms/staff');
    expect(await own.getAttribute('aria-checked')).toBe('false');
    expect(await own.isDisabled()).toBe(true);
    await self.getByText('Only organisers with financial access can change this').waitFor();
    expect(await coach.getByRole('switch', { name: 'Financial access' }).isDisabled()).toBe(true);
    await page.close();
  });

  it('is refused to a coach, who is told so', async () => {
    const page = await signedInPage('coach@example.com');
    await page.goto(app.server.url('demo', '/cms/staff'));
    await page.getByRole('heading', { name: "You don't have permission to do that" }).waitFor();
    await page.close();
  });
});

describe('staff invitations', () => {
  const invite = messages.staff.invite;

  it('an organiser invites a new coach, who sets a password from the email, accepts the coach contract and sees View Registers', async () => {
    const email = `isla.invited.${Date.now()}@example.com`;
    const page = await signedInPage('organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/staff'));
    const form = page.getByRole('form', { name: invite.title });
    const send = form.getByRole('button', { name: invite.submit });

    // An empty form says what is missing, puts focus on the first gap, and sends nothing.
    await send.click();
    await form.getByText(invite.required('first name')).waitFor();
    await form.getByText(invite.required('email address')).waitFor();
    await expect
      .poll(() => form.getByLabel(invite.firstName).evaluate((el) => el === document.activeElement))
      .toBe(true);

    await form.getByLabel(invite.firstName).fill('Isla');
    await form.getByLabel(invite.lastName).fill('Invited');
    await form.getByLabel(invite.email).fill(email);
    expect(await form.getByLabel(messages.staff.role).inputValue()).toBe('coach');
    await send.click();
    await form.getByRole('status').getByText(invite.sent(email)).waitFor();
    const row = page.locator(`[data-testid="staff-member"][data-email="${email}"]`);
    await row.getByRole('heading', { name: 'Isla Invited' }).waitFor();
    await row.getByText(messages.staff.invitedWhen(0, '')).waitFor();
    expect(await row.getByLabel(messages.staff.role).inputValue()).toBe('coach');
    expect(await form.getByLabel(invite.email).inputValue()).toBe('');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Inviting them again: the server's refusal is shown, and focus goes to the address.
    await form.getByLabel(invite.firstName).fill('Isla');
    await form.getByLabel(invite.lastName).fill('Invited');
    await form.getByLabel(invite.email).fill(email);
    await form.getByLabel(messages.staff.role).selectOption('organiser');
    await send.click();
    await form.getByRole('alert').getByText(invite.alreadyStaff(email, messages.staff.roleInSentence.coach)).waitFor();
    await expect.poll(() => form.getByLabel(invite.email).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();

    // The invitee, in a browser of their own, follows the emailed link.
    const mail = await waitForMail(app.server.port, email, /^You're invited to join .* as a coach$/);
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail.text)![1];
    const { context, page: invitee } = await newPage(app.browser, PHONE);
    await invitee.goto(link);
    await invitee.getByLabel(messages.resetPassword.newPassword, { exact: true }).fill('Whistle-cones-pitch-31');
    await invitee.getByLabel(messages.resetPassword.confirmPassword).fill('Whistle-cones-pitch-31');
    await invitee.getByRole('button', { name: messages.resetPassword.submit }).click();
    await invitee.getByText(messages.resetPassword.done).waitFor();
    await invitee.getByRole('link', { name: messages.resetPassword.continue }).click();

    // Signed in as a coach who owes the coach contract: accept it, and land on the schedule with View Registers.
    await invitee.waitForURL((url) => url.pathname === '/terms/update');
    await invitee.getByText(messages.contract.coachIntro).waitFor();
    await invitee.getByLabel(messages.contract.acceptCheckbox).check();
    await invitee.getByRole('button', { name: messages.contract.accept }).click();
    await invitee.waitForURL((url) => url.pathname === '/');
    await banner(invitee).getByRole('link', { name: messages.staffBanner.viewRegisters }).waitFor();
    const me = (await apiFromPage<Me>(invitee, 'GET', '/api/auth/me')).json;
    expect(me).toMatchObject({ user: { email, firstName: 'Isla' }, roles: ['coach'], contractRequired: null });
    await context.close();
  });

  it('an organiser resends a pending invitation (a new link), then cancels it after confirming', async () => {
    const email = `ivo.pending.${Date.now()}@example.com`;
    const subject = /^You're invited to join .* as a coach$/;
    const page = await signedInPage('organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/staff'));
    const body = { email, firstName: 'Ivo', lastName: 'Pending', role: 'coach' };
    expect((await apiFromPage(page, 'POST', '/api/v4/client/staff/invite', body)).status).toBe(200);
    const first = await waitForMail(app.server.port, email, subject);
    await page.reload();
    const row = page.locator(`[data-testid="staff-member"][data-email="${email}"]`);
    await row.getByText(messages.staff.invitedWhen(0, '')).waitFor();
    expect(await row.getByRole('button', { name: messages.staff.deactivate }).count()).toBe(0);

    await row.getByRole('button', { name: messages.staff.resendInvitation }).click();
    await page
      .getByRole('status')
      .filter({ hasText: messages.staff.invitationResent(email) })
      .waitFor();
    const second = await waitForMail(app.server.port, email, subject, first.id);
    const linkIn = (text: string) => /(http\S+\/reset-password\?token=\S+)/.exec(text)![1];
    expect(linkIn(second.text)).not.toBe(linkIn(first.text));

    // Cancelling asks first, and keeping the invitation changes nothing.
    const cancel = row.getByRole('button', { name: messages.staff.cancelInvitation });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: messages.staff.confirmCancelInvitation('Ivo Pending') });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: messages.staff.keepInvitation }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await row.getByText(messages.staff.invitedWhen(0, '')).waitFor();
    await cancel.click();
    await dialog.getByRole('button', { name: messages.staff.cancelInvitation }).click();
    await page
      .getByRole('status')
      .filter({ hasText: messages.staff.invitationCancelled('Ivo Pending') })
      .waitFor();
    expect(await row.count()).toBe(0);
    await page.close();
  });
});
