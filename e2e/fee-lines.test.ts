import { messages } from '@clubroom/domain/messages';
import { formatMoney } from '@clubroom/domain/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoParentPage } from './support/parent-session.js';
import { expectConfirmedOrder, heldPlace, payButton, pendingOrder, typeCard } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';

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
 * basket, the payment page and the order page show one total. Issue 21.3: a 3-D Secure card whose check fails shows
 * the error catalogue's plain words, never the provider's text.
 */
describe('one total from the basket to the order, on a phone', () => {
  it('shows the platform fee as its own line and the same total on the basket, payment page and order page', async () => {
    const page = await demoParentPage(app.browser, app.server);
    const { basket } = await heldPlace(page, 'Fenna');
    expect(basket.passingOnFee).toBeGreaterThan(0);
    const [fee, total] = [money(basket.passingOnFee), money(basket.totalToPay)];

    // The basket (its hold's timer on a fixed clock): the fee line and the total to pay.
    await page.clock.install();
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

  it("a 3-D Secure card (3155) whose check fails says so in plain words, not the provider's", async () => {
    const page = await demoParentPage(app.browser, app.server);
    const uuid = await pendingOrder(page, 'Gus');
    await page.goto(app.server.url('demo', `/order/${uuid}/pay`));
    await page.getByRole('button', { name: pages.orPayWithCard }).click();
    await typeCard(page, '4000002500003155');
    await payButton(page).click();
    await page
      .getByRole('dialog', { name: pages.threeDSecure.title })
      .getByRole('button', { name: pages.threeDSecure.fail })
      .click();
    await page.getByRole('alert').getByText(messages.paymentOutcomes.providerOutcomes.authenticationFailed).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/PaymentMethod|payment_method/);
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
  });
});
