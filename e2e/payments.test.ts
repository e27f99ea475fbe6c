import type { OrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { expectConfirmedOrder, payButton, pendingOrder, typeCard } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.paymentPages;
const card = t.cardField;
/** The error catalogue's words for a decline (issue 21.3): never the provider's own text. */
const DECLINED = messages.paymentOutcomes.providerOutcomes.declined;

const app = withAppServerAndBrowser();
const SECOND_FAMILY = 'parent2@example.com';

/**
 * The demo parent (or the second family) on the payment page of a new pending order, the card form chosen over the
 * wallet. A family keeps at most 3 orders waiting for payment: the later tests pay as the second family.
 */
async function cardFormFor(firstName: string, email?: string): Promise<{ page: Page; uuid: string }> {
  const page = await demoParentPage(app.browser, app.server, email);
  const uuid = await pendingOrder(page, firstName);
  await page.goto(app.server.url('demo', `/order/${uuid}/pay`));
  await page.getByRole('button', { name: t.orPayWithCard }).click();
  return { page, uuid };
}

/** The order's status as the API has it. */
const orderStatus = async (page: Page, uuid: string) =>
  page.evaluate(async (id) => ((await (await fetch(`/api/orders/order/${id}`)).json()) as OrderResponse).status, uuid);

/** Counts the page's POSTs to a path. */
function countPosts(page: Page, pathname: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === pathname) seen.count++;
  });
  return seen;
}

describe('paying for an order, on a phone', () => {
  it('offers paying on the order page, and pays with 4242, landing on the confirmed order', async () => {
    const page = await demoParentPage(app.browser, app.server);
    const uuid = await pendingOrder(page, 'Cora');
    // The order page offers the payment page.
    await page.goto(app.server.url('demo', `/order/${uuid}`));
    await page.getByText(/^Pay by .+ to keep these places\./).waitFor();
    await page.getByRole('link', { name: t.payLink }).click();
    await page.waitForURL((url) => url.pathname === `/order/${uuid}/pay`);

    // The summary (collapsed on a phone), the notice, the wallet, then the card form by choice.
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    expect(await page.locator('details').getAttribute('open')).toBeNull();
    await page.getByText(t.agreeBeforeBooking).waitFor();
    // The club's own terms open in a tab of their own, so nothing typed here is lost.
    const [terms] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: new RegExp(`^${t.clubTerms}`) }).click(),
    ]);
    await terms.getByRole('heading', { name: messages.policies['terms-and-conditions'], level: 1 }).waitFor();
    await terms.getByText(/^3\. Cancelling\./).waitFor();
    await terms.close();
    expect(await page.getByRole('link', { name: new RegExp(`^${t.clubPrivacy}`) }).getAttribute('href')).toBe(
      '/policy/privacy',
    );
    await page.getByRole('button', { name: t.wallet.button }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.orPayWithCard }).click();
    expect(await page.getByRole('button', { name: t.wallet.button }).count()).toBe(0);

    // Pay waits for a complete card; the field says what is wrong as Stripe's does.
    await page.getByLabel(t.nameOnCard).fill('Priya Parent');
    await page.getByLabel(card.number).fill('4242 4242 4242 4241');
    await page.locator('#card-errors').getByText(card.numberInvalid).waitFor();
    expect(await payButton(page).isDisabled()).toBe(true);
    await typeCard(page, '4242424242424242');
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    expect(await page.locator('#card-errors').innerText()).toBe('');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { purchases: unknown[] }).purchases = seen;
      window.addEventListener('clubroom:purchase', (event) => seen.push((event as CustomEvent).detail));
    });
    const label = await payButton(page).innerText();
    await payButton(page).click();
    await expectConfirmedOrder(page, uuid);
    const purchases = await page.evaluate(() => (window as unknown as { purchases: unknown[] }).purchases);
    expect(purchases).toEqual([
      { transactionId: uuid, client: 'demo', value: label.replace('Pay £', ''), currency: 'GBP' },
    ]);
  });

  it('asks for 3-D Secure with 3184, and pays once it is completed', async () => {
    const { page, uuid } = await cardFormFor('Dara');
    await typeCard(page, '4000002760003184');
    await payButton(page).click();
    const dialog = page.getByRole('dialog', { name: t.threeDSecure.title });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t.threeDSecure.complete }).click();
    await expectConfirmedOrder(page, uuid);
  });

  it('shows the decline after 3-D Secure with 1629, and lets the parent try again', async () => {
    const { page, uuid } = await cardFormFor('Esme');
    await typeCard(page, '4000008400001629');
    await payButton(page).click();
    await page
      .getByRole('dialog', { name: t.threeDSecure.title })
      .getByRole('button', { name: t.threeDSecure.complete })
      .click();
    await page.getByRole('alert').getByText(DECLINED).waitFor();
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    expect(await page.getByLabel(t.nameOnCard).isEnabled()).toBe(true);
    expect(await orderStatus(page, uuid)).toBe('pending');
  });

  it('pays with the wallet', async () => {
    const page = await demoParentPage(app.browser, app.server, SECOND_FAMILY);
    const uuid = await pendingOrder(page, 'Hana');
    await page.goto(app.server.url('demo', `/order/${uuid}/pay`));
    await page.getByRole('button', { name: t.wallet.button }).click();
    const sheet = page.getByRole('dialog', { name: /^Order for / });
    await sheet.waitFor();
    const total = /Total\s*(£[\d.]+)/.exec(await sheet.innerText())?.[1];
    expect(await page.locator('summary').innerText()).toContain(total);
    await sheet.getByRole('button', { name: t.wallet.pay, exact: true }).click();
    await expectConfirmedOrder(page, uuid);
  });

  it('charges once when Pay is double-clicked', async () => {
    const { page, uuid } = await cardFormFor('Ivo', SECOND_FAMILY);
    const methods = countPosts(page, '/sandbox/v1/payment_methods');
    const paid = countPosts(page, '/rest/v1/payments/pay');
    await typeCard(page, '4242424242424242');
    await payButton(page).dblclick();
    await expectConfirmedOrder(page, uuid);
    expect(methods.count).toBe(1);
    expect(paid.count).toBe(1);
  });
});
