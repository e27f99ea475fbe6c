import type { OrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { expectConfirmedOrder, heldPlace, payButton, pendingOrder, typeCard } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.paymentPages;
const basketTexts = messages.bookingPages;
const awaiting = messages.bookingPages.awaitingPayment;
const DECLINED = messages.paymentOutcomes.providerOutcomes.declined;
/** 'Pay by Tue 1st December 2026, 4:30 pm to keep these places. (59:12 left)': the deadline and its countdown. */
const PAY_BY = /^Pay by \w{3} \d+\w\w \w+ \d{4}, \d+:\d\d [ap]m to keep these places\. \((\d+):\d\d left\)$/;

const app = withAppServerAndBrowser();

/** The order waiting for payment that books `child`'s place, in the list on the page. */
const awaitingOrder = (page: Page, child: string) =>
  page.getByRole('listitem', { name: new RegExp(`^${awaiting.label('')}.*${child} Parent`) });

/** The order's status as the API has it. */
const orderStatus = (page: Page, uuid: string) =>
  page.evaluate(async (id) => ((await (await fetch(`/api/orders/order/${id}`)).json()) as OrderResponse).status, uuid);

/** Checks the listed order's deadline: the payment window's last hour counting down. */
async function expectDeadline(page: Page, child: string) {
  const order = awaitingOrder(page, child);
  await order.waitFor();
  const deadline = await order.getByText(/^Pay by /).innerText();
  expect(deadline).toMatch(PAY_BY);
  expect(Number(PAY_BY.exec(deadline)![1])).toBeGreaterThanOrEqual(55);
  return order;
}

/**
 * Issue 21.8–10, 15, walked at 390 px: a parent checks out, the card is declined, they leave; the
 * basket, their account and My bookings show the order waiting for payment with its deadline; Pay
 * goes back to its payment page and pays. Another order is cancelled from My bookings, asked first,
 * and its place released.
 */
describe('finding the way back to an unpaid order', () => {
  it('checkout, a declined card, leave: the order waits on the basket, account and My bookings; Pay pays it', async () => {
    const page = await demoParentPage(app.browser, app.server);
    await heldPlace(page, 'Uma');
    await page.goto(app.server.url('demo', '/basket'));
    // One clock: the live region says the minutes the card's countdown shows.
    await page.getByRole('timer').first().waitFor();
    // Both read in one go, from one rendering.
    const [shown, said] = await page.evaluate(() => [
      document.querySelector('[role="timer"]')!.textContent!,
      [...document.querySelectorAll('[aria-live="polite"]')].map((el) => el.textContent).join(''),
    ]);
    expect(said).toBe(basketTexts.heldForMinutes(Number(/Held for (\d+):\d\d/.exec(shown)![1])));

    await page.getByRole('button', { name: basketTexts.checkout }).click();
    await page.waitForURL((url) => /^\/order\/[0-9a-f-]{36}\/pay$/.test(url.pathname));
    const uuid = new URL(page.url()).pathname.split('/').at(-2)!;
    await page.getByRole('button', { name: t.orPayWithCard }).click();
    await typeCard(page, '4000000000000002');
    await payButton(page).click();
    await page.getByRole('alert').getByText(DECLINED).waitFor();

    // Leaving: the basket is empty, but the order waits there with its deadline, Pay and Cancel.
    await page.goto(app.server.url('demo', '/basket'));
    await page.getByText(basketTexts.basketEmpty).waitFor();
    await page.getByRole('heading', { name: awaiting.title, level: 2 }).waitFor();
    await expectDeadline(page, 'Uma');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(app.server.url('demo', '/dashboard'));
    await expectDeadline(page, 'Uma');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The order's own page gives the same deadline.
    await page.goto(app.server.url('demo', `/order/${uuid}`));
    await page.getByText(PAY_BY).waitFor();

    await page.goto(app.server.url('demo', '/dashboard/bookings'));
    const order = await expectDeadline(page, 'Uma');
    await order.getByRole('link', { name: new RegExp(`^${awaiting.pay}`) }).click();
    await page.waitForURL((url) => url.pathname === `/order/${uuid}/pay`);
    await page.getByRole('button', { name: t.orPayWithCard }).click();
    await typeCard(page, '4242424242424242');
    await page.getByLabel(t.rememberCard).check();
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    await payButton(page).click();
    await expectConfirmedOrder(page, uuid);
    await page.goto(app.server.url('demo', '/dashboard/bookings'));
    await page.getByRole('heading', { name: messages.myBookings.title, level: 1 }).waitFor();
    expect(await awaitingOrder(page, 'Uma').count()).toBe(0);
  });

  it('with a saved card chosen, no new-card fields and no unrelated plan; another order is cancelled, asked first', async () => {
    const page = await demoParentPage(app.browser, app.server);
    const uuid = await pendingOrder(page, 'Vic');
    await page.goto(app.server.url('demo', `/order/${uuid}/pay`));
    await page.getByRole('button', { name: t.orPayWithCard }).click();
    // The card saved by the last payment is chosen: the new card's fields wait until 'New card' is.
    await page.getByRole('radio', { name: /ending 4242/ }).waitFor();
    expect(await page.getByRole('radio', { name: /ending 4242/ }).isChecked()).toBe(true);
    expect(await page.getByLabel(t.nameOnCard).isVisible()).toBe(false);
    expect(await page.getByText(t.currentPlan).count()).toBe(0);
    await page.getByRole('radio', { name: t.newCard }).check();
    await page.getByLabel(t.nameOnCard).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(app.server.url('demo', '/dashboard/bookings'));
    const order = await expectDeadline(page, 'Vic');
    await order.getByRole('button', { name: new RegExp(`^${awaiting.cancel}`) }).click();
    const dialog = page.getByRole('dialog', { name: awaiting.cancelTitle });
    await dialog.getByText(awaiting.cancelBody).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Keeping it changes nothing; cancelling releases it at once.
    await dialog.getByRole('button', { name: awaiting.keep }).click();
    expect(await orderStatus(page, uuid)).toBe('pending');
    await order.getByRole('button', { name: new RegExp(`^${awaiting.cancel}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: awaiting.cancel }).click();
    await page.getByText(awaiting.cancelled).waitFor();
    await expect.poll(() => awaitingOrder(page, 'Vic').count()).toBe(0);
    expect(await orderStatus(page, uuid)).toBe('cancelled');
    const left = await page.evaluate(
      async () => (await (await fetch('/api/v4/parent/orders/awaiting-payment')).json()).data,
    );
    expect(left).toEqual([]);
  });
});
