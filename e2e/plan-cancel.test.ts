import { messages } from '@clubroom/domain/messages';
import { firstPlanChargeAt, formatLongDate } from '@clubroom/domain/rules';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { expectConfirmedOrder, pendingOrder, typeCard } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';
import { e2eNow } from './support/clock.js';

const mine = messages.subscriptions.mine;
const settings = messages.bookingSettings;
const cards = messages.savedCards;
const app = withAppServerAndBrowser();

/** Old enough for Teen Gymnastics (11 to 18). */
const teenBirthday = `${e2eNow().getFullYear() - 13}-03-01`;

/**
 * Issue 21.1, walked at 390 px: a parent books a class on its monthly plan (the payment page says when its first
 * payment is taken and how to cancel it, issue 21.5), finds the plan under My payment plans, cancels the booking
 * (told first that the plan ends with its trial), and the plan then says it ends and takes nothing more.
 */
describe('a cancelled place and its payment plan', () => {
  it('the organiser lets parents cancel until the first session, from the booking settings', async () => {
    // Whatever the weekday: the demo's two days' notice closes Tuesday's class from Sunday evening.
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/settings'));
    await page.getByRole('link', { name: new RegExp(settings.title) }).click();
    await page.getByRole('heading', { name: settings.title, level: 1 }).waitFor();
    expect(await page.getByRole('switch', { name: settings.cancelOnline }).getAttribute('aria-checked')).toBe('true');
    const days = page.getByLabel(settings.cancelDaysBefore);
    await days.fill('x');
    await page.getByRole('button', { name: settings.save }).click();
    await page.getByText(settings.cancelDaysInvalid).waitFor();
    expect(await days.evaluate((el) => el === document.activeElement)).toBe(true);
    await days.fill('0');
    await page.getByRole('button', { name: settings.save }).click();
    await page.getByText(settings.saved).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.reload();
    expect(await page.getByLabel(settings.cancelDaysBefore).inputValue()).toBe('0');
  });

  it('a parent cancels a place paid by a monthly plan: the plan ends with its trial and takes nothing', async () => {
    const page = await demoParentPage(app.browser, app.server);
    // The class's page says what the plan costs and when it is paid, before anything is booked.
    await page.goto(app.server.url('demo', '/'));
    await page
      .getByRole('link', { name: /Teen Gymnastics/ })
      .first()
      .click();
    await page.getByText(messages.bookingPages.planPrice('£30.00')).waitFor();
    await page.getByText(messages.bookingPages.planFirstPayment(14)).waitFor();
    const uuid = await pendingOrder(page, 'Tia', { className: 'Teen Gymnastics', dateOfBirth: teenBirthday });
    await page.goto(app.server.url('demo', `/order/${uuid}/pay`));
    // The payment page says when the plan's first payment is taken and how much, and where to cancel it (21.5).
    const firstCharge = formatLongDate(
      firstPlanChargeAt(Math.floor(e2eNow().getTime() / 1000), { trialDays: 14 }, 'Europe/London'),
      'Europe/London',
    );
    const terms = page.locator('p', { hasText: messages.bookingEmails.planFirstCharge('£30.00', firstCharge) });
    await terms.waitFor();
    expect(await terms.textContent()).toContain(`${messages.subscriptions.form.cancelFrom} ${mine.title}.`);
    expect(await terms.getByRole('link', { name: mine.title }).getAttribute('href')).toBe('/dashboard/payment-plans');
    await page.getByRole('button', { name: cards.addNew }).click();
    await typeCard(page, '4242424242424242');
    const save = page.getByRole('button', { name: cards.save });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByRole('radio', { name: /ending 4242/ }).waitFor();
    await page.getByRole('button', { name: messages.subscriptions.form.subscribe('£30.00') }).click();
    await expectConfirmedOrder(page, uuid);

    // The account menu leads to the plan: its place, its trial and first payment, its card.
    await page.getByRole('button', { name: messages.accountMenu.label('Priya') }).click();
    await page.getByRole('menuitem', { name: mine.menuLink }).click();
    await page.getByRole('heading', { name: mine.title, level: 1 }).waitFor();
    const plan = page.getByRole('listitem', { name: 'Monthly plan: Teen Gymnastics' });
    await plan.getByText('Tia Parent: Teen Gymnastics').waitFor();
    expect(await plan.textContent()).toContain(mine.trialEnds);
    expect(await plan.textContent()).toMatch(/£30\.00 on \w{3} \d+\w\w \w+ \d{4}/);
    expect(await plan.textContent()).toContain('Visa ending 4242');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Cancelling the booking says what becomes of the plan before it is confirmed.
    await page.goto(app.server.url('demo', '/dashboard/bookings'));
    await page.getByRole('button', { name: /Cancel booking for Tia Parent, Teen Gymnastics/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.myBookings.cancelTrialEnds, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: messages.myBookings.cancel }).click();
    await page.getByText(messages.myBookings.cancelledNotice('Tia Parent', 'Teen Gymnastics – Term')).waitFor();

    // The plan ends with its trial (the job ending it runs a moment after the cancel).
    const ends = async () => {
      await page.goto(app.server.url('demo', '/dashboard/payment-plans'));
      await page.getByRole('heading', { name: mine.title, level: 1 }).waitFor();
      return page
        .getByText(/^This plan ends on /)
        .waitFor({ timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
    };
    await expect.poll(ends, { timeout: 30_000, interval: 500 }).toBe(true);
    const ended = page.getByRole('listitem', { name: 'Monthly plan: Teen Gymnastics' });
    await ended.getByText(mine.noPlaces).waitFor();
    await ended.getByRole('button', { name: mine.keep }).waitFor();
    expect(await ended.getByRole('button', { name: new RegExp(mine.cancel) }).count()).toBe(0);
  });

  it('deleting a card that pays a plan warns first and names the plan; then back to the cards, no error', async () => {
    const page = await demoParentPage(app.browser, app.server, 'parent2@example.com');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const uuid = await pendingOrder(page, 'Tom', { className: 'Teen Gymnastics', dateOfBirth: teenBirthday });
    await page.goto(app.server.url('demo', `/order/${uuid}/pay`));
    // The payment page says when the plan's first payment is taken and how much, and where to cancel it (21.5).
    const firstCharge = formatLongDate(
      firstPlanChargeAt(Math.floor(e2eNow().getTime() / 1000), { trialDays: 14 }, 'Europe/London'),
      'Europe/London',
    );
    const terms = page.locator('p', { hasText: messages.bookingEmails.planFirstCharge('£30.00', firstCharge) });
    await terms.waitFor();
    expect(await terms.textContent()).toContain(`${messages.subscriptions.form.cancelFrom} ${mine.title}.`);
    expect(await terms.getByRole('link', { name: mine.title }).getAttribute('href')).toBe('/dashboard/payment-plans');
    await page.getByRole('button', { name: cards.addNew }).click();
    await typeCard(page, '4242424242424242', 'Pat Second');
    const save = page.getByRole('button', { name: cards.save });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByRole('radio', { name: /ending 4242/ }).waitFor();
    await page.getByRole('button', { name: messages.subscriptions.form.subscribe('£30.00') }).click();
    await expectConfirmedOrder(page, uuid);

    await page.goto(app.server.url('demo', '/dashboard/details/me/cards'));
    await page.getByRole('link', { name: /^Delete Visa ending 4242/ }).click();
    await page.getByText(cards.paysPlans('Monthly plan: Teen Gymnastics')).waitFor();
    await page.getByRole('button', { name: cards.deleteConfirm }).click();
    await page.getByRole('heading', { name: cards.title, level: 1 }).waitFor();
    await page.getByText(cards.empty).waitFor();
    expect(errors).toEqual([]);
  });
});
