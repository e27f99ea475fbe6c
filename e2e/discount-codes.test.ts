import type { Run } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { heldPlace } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';
import { e2eNow } from './support/clock.js';

const t = messages.discountCodes;
const basket = messages.bookingPages;
const app = withAppServerAndBrowser();

/** Seven years old, whatever the year: old enough for Multi-Sports (5 to 10) and any age for Family Yoga. */
const sevenYearsOld = `${e2eNow().getFullYear() - 7}-03-01`;

/** The current term's run of a class, as the public schedule lists it. */
async function currentRun(page: Page, className: string): Promise<Run> {
  const runs = await page.evaluate(async () => {
    const schedule = (await (await fetch('/api/v4/public/schedule/current')).json()) as { terms: { runs: Run[] }[] };
    return schedule.terms[0].runs;
  });
  return runs.find((run) => run.className === className)!;
}

/** Types the code in the basket and applies it. */
async function applyCode(page: Page, code: string): Promise<void> {
  await page.goto(app.server.url('demo', '/basket'));
  await page.getByRole('heading', { name: basket.basketTitle, level: 1 }).waitFor();
  await page.getByLabel(basket.discountCode).fill(code);
  await page.getByRole('button', { name: basket.applyDiscountCode }).click();
}

/** Issue 23.4, walked at 390 px: a code for one class, made in Settings, applied by a parent in the basket. */
describe('discount codes from Settings to the basket, on a phone', () => {
  it('the organiser adds a code for Family Yoga only, told in plain words what is missing first', async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/settings'));
    await page.getByRole('link', { name: new RegExp(t.title) }).click();
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    await page.getByText('WELCOME10').first().waitFor();
    await page.getByRole('link', { name: t.add }).click();
    await page.getByRole('heading', { name: t.addTitle, level: 1 }).waitFor();

    // Saved with nothing typed: the code and the percentage are named, and the first gets focus.
    await page.getByRole('button', { name: t.save }).click();
    await page.getByText(t.errors.percentInvalid).waitFor();
    await page.getByLabel(t.percent).fill('10');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByText(t.errors.codeMissing).waitFor();
    const code = page.getByRole('textbox', { name: t.code, exact: true });
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);

    // £5 off Family Yoga alone.
    const yoga = await currentRun(page, 'Family Yoga');
    await code.fill('yoga5');
    await page.getByRole('radio', { name: t.fixed }).check();
    await page.getByLabel(t.amount).fill('5');
    await page.getByRole('radio', { name: t.scopeSome }).check();
    await page.locator(`#run-${yoga.runId}`).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.save }).click();

    await page.getByText(t.saved('YOGA5')).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: 'YOGA5' });
    await item.getByText(t.amountOff('£5.00'), { exact: false }).waitFor();
    expect(await item.textContent()).toMatch(/Applies to Family Yoga \(.+\)/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('a parent is told the code does not apply to another class, and gets it on Family Yoga', async () => {
    const page = await demoParentPage(app.browser, app.server);
    await page.goto(app.server.url('demo', '/'));
    await heldPlace(page, 'Sol', { className: 'Multi-Sports', dateOfBirth: sevenYearsOld });
    await applyCode(page, 'yoga5');
    await page.getByText(messages.booking.discountCode['not-for-these-items']('YOGA5')).waitFor();
    const totals = page.getByRole('table', { name: basket.basketTitle });
    expect(await totals.getByText('Discount code YOGA5').count()).toBe(0);

    await heldPlace(page, 'Yas', { className: 'Family Yoga', dateOfBirth: sevenYearsOld });
    await applyCode(page, 'yoga5');
    await page.getByText(basket.discountCodeApplied('YOGA5')).waitFor();
    const line = totals.getByRole('row').filter({ hasText: 'Discount code YOGA5' });
    expect(await line.textContent()).toContain('£5.00');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the organiser deletes the code after confirming it', async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/settings/discount-codes'));
    await page.getByRole('button', { name: `${t.delete} YOGA5` }).click();
    const dialog = page.getByRole('dialog', { name: t.confirmDelete('YOGA5') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t.delete }).click();
    await page.getByText(t.deletedNotice('YOGA5')).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'YOGA5' }).count()).toBe(0);
  });
});
