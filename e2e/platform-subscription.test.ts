import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { newPage, PHONE } from './support/browser.js';
import { createClubThroughSignUp, newFounder } from './support/new-club.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.platformSubscription;
const app = withAppServerAndBrowser();
const stamp = Date.now();
const subdomain = `paying-${stamp}`;

describe('a new club subscribes to Clubroom (issue 26) on a phone', () => {
  it('chooses a plan, pays on the sandbox checkout, the polling page turns active; changes plan and cancels', async () => {
    const { page } = await newPage(app.browser, PHONE);
    await createClubThroughSignUp(page, app.server, {
      founder: newFounder(stamp, 'Pia'),
      subdomain,
      name: 'Paying Pandas',
    });

    await page.goto(app.server.url(subdomain, '/cms/settings/subscription'));
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: t.choosePlan }).waitFor();
    await page.getByRole('button', { name: t.subscribe('Clubroom Monthly') }).click();

    // The sandbox's hosted checkout page, on the club's site.
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/cs_test_'));
    await page.getByText('Clubroom Monthly: £29.00 a month').waitFor();
    await page.getByLabel(t.nameOnCard).fill('Pia Founder');
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiry date (MM / YY)').fill('1230');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: t.pay('£29.00 a month') }).click();

    // Back on the club's site: the page asks until the subscription is active.
    await page.waitForURL((url) => url.pathname === '/cms/settings/subscription/return');
    await page.getByText(t.active).waitFor();

    await page.getByRole('link', { name: t.backToSubscription }).click();
    await page.getByText('Clubroom Monthly (£29.00 a month)').waitFor();
    await page.getByText(t.cardLine('visa', '4242', 12, 2030)).waitFor();
    await page.getByRole('cell', { name: '£29.00' }).waitFor();

    // Another plan of the same period: its price from the next payment on.
    await page.getByRole('button', { name: t.switchTo('Pay as you go') }).click();
    await page.getByText(t.planChanged('Pay as you go')).waitFor();
    await page.getByText('Pay as you go (Free)').waitFor();

    // Cancelled, after a confirmation: the page says when it ends, and nothing more is due.
    await page.getByRole('button', { name: t.cancelSubscription }).click();
    const dialog = page.getByRole('dialog', { name: t.cancelTitle });
    await dialog.getByRole('button', { name: t.keepSubscription }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: t.cancelSubscription }).click();
    await dialog.getByRole('button', { name: t.cancelSubscription }).click();
    await page.getByText(/^Your subscription is cancelled: it ends on /).waitFor();
    await page.getByText(t.endsAt, { exact: true }).waitFor();
    await page.getByRole('button', { name: t.keepPlan('Pay as you go') }).waitFor();
    expect(await page.getByRole('button', { name: t.cancelSubscription }).count()).toBe(0);
    // Nothing spills sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  }, 240_000); // the founder's sign-up and the club's creation come first
});
