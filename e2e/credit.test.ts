import type { OrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatMoney } from '@clubroom/domain/rules';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { heldPlace, paidOrder } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';

const settings = messages.bookingSettings;
const credit = messages.credit;
const CLUB = 'Little Legends Sports Club';
const money = (minor: number) => formatMoney(minor, '£');

const app = withAppServerAndBrowser();

/**
 * Issue 21.4's third policy at 390 px: the club keeps a cancelled place's money as credit; the parent is told so
 * before confirming, sees the credit on their account, and the next basket spends it as its own line.
 */
describe('credit for a later booking, on a phone', () => {
  it('the organiser chooses credit for cancelled places in the booking settings', async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/settings/booking'));
    await page.getByRole('heading', { name: settings.title, level: 1 }).waitFor();
    await page.getByLabel(settings.cancelDaysBefore).fill('0');
    await page.getByRole('radio', { name: settings.refundChoices.credit }).check();
    await page.getByRole('button', { name: settings.save }).click();
    await page.getByText(settings.saved).waitFor();
    await page.reload();
    expect(await page.getByRole('radio', { name: settings.refundChoices.credit }).isChecked()).toBe(true);
  });

  it('a parent cancels a paid place: told it is kept as credit, then sees it and the next basket spends it', async () => {
    const page = await demoParentPage(app.browser, app.server);
    const uuid = await paidOrder(page, 'Wren');
    const order = await page.evaluate(
      async (id) => (await (await fetch(`/api/orders/order/${id}`)).json()) as OrderResponse,
      uuid,
    );
    const price = order.lines[0].payable;
    const kept = credit.keptAsCredit(money(price), CLUB);

    await page.goto(app.server.url('demo', '/dashboard/bookings'));
    await page.getByRole('button', { name: /Cancel booking for Wren Parent, Family Yoga/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(kept, { exact: false }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: messages.myBookings.cancel }).click();
    await page.getByText(messages.myBookings.cancelledNotice('Wren Parent', 'Family Yoga – Term')).waitFor();

    // The account shows the credit (the job keeping it runs a moment after the cancel).
    const shown = async () => {
      await page.goto(app.server.url('demo', '/dashboard'));
      return page
        .getByText(credit.balance(CLUB, money(price)))
        .waitFor({ timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
    };
    await expect.poll(shown, { timeout: 30_000, interval: 500 }).toBe(true);
    await page.getByRole('heading', { name: credit.panelTitle, level: 2 }).waitFor();

    // The next basket spends it first, as a line of its own, and the total is what is left.
    const { basket } = await heldPlace(page, 'Yara');
    expect(basket.creditApplied).toBe(Math.min(price, basket.total));
    await page.goto(app.server.url('demo', '/basket'));
    const row = page.locator('tr', { has: page.getByText(credit.line, { exact: true }) });
    expect(await row.innerText()).toContain(money(-basket.creditApplied));
    const total = page.locator('tr', { has: page.getByText(messages.bookingPages.total, { exact: true }) }).last();
    expect(await total.innerText()).toContain(money(basket.totalToPay));
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
