import { messages } from '@clubroom/domain/messages';
import { formatMoney } from '@clubroom/domain/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoParentPage } from './support/parent-session.js';
import { expectConfirmedOrder, heldPlace, payButton, typeCard } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';
import { e2eNow } from './support/clock.js';

const pages = messages.paymentPages;
const booking = messages.bookingPages;
const FEE_LINE = messages.paymentOutcomes.platformFee;
const money = (minor: number) => formatMoney(minor, '£');

const app = withAppServerAndBrowser();

/** The text of the summary row that starts with `label` (a line, the fee or the total). */
const rowText = (page: Page, label: string) =>
  page
    .locator('tr', { has: page.getByText(label, { exact: true }) })
    .last()
    .innerText();

/**
 * Issue 21.2 at 390 px: the demo club passes its fees on, so the fee is a line of its own from the basket on, and the
 * basket, the payment page and the order page show one total. (A 3-D Secure check that fails: three-d-secure-failure.test.ts.)
 */
describe('one total from the basket to the order, on a phone', () => {
  it('shows the platform fee as its own line and the same total on the basket, payment page and order page', async () => {
    const page = await demoParentPage(app.browser, app.server);
    const { basket } = await heldPlace(page, 'Fenna');
    expect(basket.passingOnFee).toBeGreaterThan(0);
    const [fee, total] = [money(basket.passingOnFee), money(basket.totalToPay)];

    // The basket (its hold's timer on a fixed clock): the fee line and the total to pay.
    await page.clock.install({ time: e2eNow() });
    await page.goto(app.server.url('demo', '/basket'));
    await page.getByRole('heading', { name: booking.basketTitle, level: 1 }).waitFor();
    expect(await rowText(page, FEE_LINE)).toContain(fee);
    expect(await rowText(page, booking.total)).toContain(total);
    await page.getByRole('button', { name: booking.checkout }).click();

    // The payment page: the summary says the same total, and lists the fee.
    await page.waitForURL((url) => /^\/order\/[0-9a-f-]+\/pay$/.test(url.pathname));
    const uuid = new URL(page.url()).pathname.split('/')[2];
    await page.getByText(pages.summaryTotal(total)).waitFor();
    await page.getByText(pages.summaryTotal(total)).click(); // collapsed on a phone: open it
    expect(await rowText(page, FEE_LINE)).toContain(fee);
    await page.getByRole('button', { name: pages.orPayWithCard }).click();
    await typeCard(page, '4242424242424242');
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    expect(await payButton(page).innerText()).toBe(pages.pay(total));
    await payButton(page).click();

    // The order page: the fee line and the total paid.
    await expectConfirmedOrder(page, uuid);
    expect(await rowText(page, FEE_LINE)).toContain(fee);
    expect(await rowText(page, booking.total)).toContain(total);
  });
});
