import { messages } from '@clubroom/domain/messages';
import { describe, it } from 'vitest';
import { newPage, PHONE } from './support/browser.js';
import { createClubThroughSignUp, newFounder } from './support/new-club.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.platformSubscription;
const app = withAppServerAndBrowser();
const stamp = Date.now();
const subdomain = `paying-${stamp}`;

describe('a new club subscribes to Clubroom (issue 26) on a phone', () => {
  it('chooses a plan, pays on the sandbox checkout, and the polling page turns active', async () => {
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
    await page.close();
  }, 180_000); // the founder's sign-up and the club's creation come first
});
