import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import type { AppServer } from './app-server.js';
import { waitForMail } from './mailbox.js';

const t = messages.onboarding;

export interface Founder {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
}

/** A person who has never used the platform, unique to this run. */
export const newFounder = (stamp: number, firstName = 'Fola'): Founder => ({
  firstName,
  lastName: 'Founder',
  email: `${firstName.toLowerCase()}.${stamp}@example.com`,
  mobile: '07700 900123',
  password: 'Lantern-meadow-goalpost-58',
});

/**
 * The platform's home page → 'Create a club' → the sign-up form → the emailed code: the founder is
 * signed in on the platform and back on 'Create a club'.
 */
export async function signUpFounder(page: Page, server: AppServer, founder: Founder): Promise<void> {
  await page.goto(server.url(null, '/'));
  await page.getByRole('link', { name: messages.createClub.button }).click();
  await page.getByRole('heading', { name: messages.signUp.title }).waitFor();
  await page.getByText(t.signUpWelcome).waitFor();
  await page.getByLabel(messages.signUp.firstName).fill(founder.firstName);
  await page.getByLabel(messages.signUp.lastName).fill(founder.lastName);
  await page.getByLabel(messages.signUp.email).fill(founder.email);
  await page.getByLabel(messages.signUp.mobile).fill(founder.mobile);
  await page.getByLabel(messages.signUp.password, { exact: true }).fill(founder.password);
  await page.getByLabel(messages.signUp.acceptTerms).check();
  await page.getByRole('button', { name: messages.signUp.submit }).click();
  await page.waitForURL((url) => url.pathname === '/signup/verify');
  const mail = await waitForMail(server.port, founder.email, /verification code/);
  await page.getByLabel(messages.verificationCode.code, { exact: true }).fill(/(\d{6})/.exec(mail.subject)![1]);
  await page.getByRole('button', { name: messages.verificationCode.submit }).click();
  await page.waitForURL((url) => url.pathname === '/signup');
  await page.getByText(t.signedInAs(founder.firstName)).waitFor();
}

/**
 * A brand-new club made as a newcomer makes one, through the platform's sign-up: the founder signs up,
 * creates the club at `subdomain`, accepts the organiser's terms and gives its name and phone. Ends on
 * the club's own site, signed in as its organiser, at the payment splash (payments not connected).
 */
export async function createClubThroughSignUp(
  page: Page,
  server: AppServer,
  club: { founder: Founder; subdomain: string; name: string },
): Promise<void> {
  await signUpFounder(page, server, club.founder);
  await page.getByLabel(t.subdomainLabel).fill(club.subdomain);
  await page.getByText(t.available(`${club.subdomain}.localhost`)).waitFor();
  await page.getByRole('button', { name: t.create }).click();
  await page.waitForURL((url) => url.host.startsWith(`${club.subdomain}.`) && url.pathname === '/terms/update');
  await page.getByLabel(messages.contract.acceptCheckbox).check();
  await page.getByRole('button', { name: messages.contract.accept }).click();
  await page.waitForURL((url) => url.pathname === '/cms/sign-up/details');
  await page.getByLabel(t.clubNameLabel).fill(club.name);
  await page.getByTestId('club-name-status').getByText(t.clubNameSaved).waitFor();
  await page.getByLabel(t.phoneLabel).fill('01632 960123');
  await page.getByRole('button', { name: t.save }).click();
  await page.waitForURL((url) => url.pathname === '/cms/transition/splash/payment');
}
