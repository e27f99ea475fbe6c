import type { OrderResponse, Run } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.bookingPages;

const app = withAppServerAndBrowser();

/** The current term's Family Yoga (all ages, so both demo children fit whatever the date). */
async function familyYoga(page: Page): Promise<Run> {
  const runs = await page.evaluate(async () => {
    const schedule = (await (await fetch('/api/v4/public/schedule/current')).json()) as { terms: { runs: Run[] }[] };
    return schedule.terms[0].runs;
  });
  return runs.find((run) => run.className === 'Family Yoga')!;
}

/** Through the run's booking steps: the child, then 'Add to basket', landing on the basket. */
async function bookTerm(page: Page, runId: number, child: string): Promise<void> {
  await page.goto(app.server.url('demo', `/${runId}/book`));
  await page.getByRole('radio', { name: child }).check();
  await page.getByRole('button', { name: t.continue }).click();
  await page.getByRole('button', { name: t.addToBasket }).click();
  await page.getByRole('heading', { name: t.basketTitle, level: 1 }).waitFor();
}

const totalOf = async (page: Page) => /Total\s+(£[\d,.]+)/.exec(await page.locator('main').innerText())?.[1];

describe('two children, the sibling discount and a code, on a phone', () => {
  it("shows the term's breaks where a parent looks for them", async () => {
    const page = await demoParentPage(app.browser, app.server);
    await page.goto(app.server.url('demo', '/'));
    await page.getByTestId('term-card').first().getByRole('heading', { level: 2 }).getByRole('link').click();
    const breaks = page.getByRole('region', { name: 'No classes' });
    await breaks.waitFor();
    const lines = await breaks.getByRole('listitem').allInnerTexts();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatch(/^(Half term|Christmas holidays): \w{3} \d+\w\w \w+ \d{4} - \w{3} \d+\w\w \w+ \d{4}$/);
    }
  });

  it('books both children into a term, applies a code and sees the pending order with both discounts', async () => {
    const page = await demoParentPage(app.browser, app.server);
    await page.goto(app.server.url('demo', '/'));
    const yoga = await familyYoga(page);
    await bookTerm(page, yoga.runId, 'Arjun Parent');
    await bookTerm(page, yoga.runId, 'Maya Parent');
    const items = page.getByRole('list', { name: t.basketTitle }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    const totals = page.getByRole('table', { name: t.basketTitle });
    await totals.getByText('Sibling discount').waitFor();
    const withSiblingDiscount = await totalOf(page);

    // A code the club does not have is refused in words; the club's code is applied and priced.
    const code = page.getByLabel(t.discountCode);
    await code.fill('NOPE');
    await page.getByRole('button', { name: t.applyDiscountCode }).click();
    await page.getByText(messages.booking.discountCode.unknown('NOPE')).waitFor();
    expect(await totalOf(page)).toBe(withSiblingDiscount);
    await code.fill(' welcome10 ');
    await page.getByRole('button', { name: t.applyDiscountCode }).click();
    await page.getByText(t.discountCodeApplied('WELCOME10')).waitFor();
    await totals.getByText('Discount code WELCOME10').waitFor();
    const withCode = await totalOf(page);
    expect(withCode).not.toBe(withSiblingDiscount);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The code stays applied through a reload.
    await page.reload();
    await page.getByText(t.discountCodeApplied('WELCOME10')).waitFor();
    expect(await totalOf(page)).toBe(withCode);

    // Checkout leads to paying; the order page shows it pending meanwhile, with the way to pay.
    await page.getByRole('button', { name: t.checkout }).click();
    await page.waitForURL((url) => /^\/order\/[0-9a-f-]{36}\/pay$/.test(url.pathname));
    const uuid = new URL(page.url()).pathname.split('/').at(-2)!;
    await page.goto(app.server.url('demo', `/order/${uuid}`));
    await page.getByRole('heading', { name: t.orderTitle, level: 1 }).waitFor();
    await page.getByRole('link', { name: messages.paymentPages.payLink }).waitFor();
    await page.getByText(t.orderStatus.pending, { exact: true }).waitFor();
    const order = await page.locator('main').innerText();
    for (const words of [
      'Arjun Parent',
      'Maya Parent',
      'Sibling discount',
      'Discount code WELCOME10',
      'Pay by ', // the order's deadline to pay
    ]) {
      expect(order).toContain(words);
    }
    expect(await totalOf(page)).toBe(withCode);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The order as the API gives it: the sibling discount on one child, the code on both places.
    const json = (await page.evaluate(
      async (id) => (await fetch(`/api/orders/order/${id}`)).json(),
      uuid,
    )) as OrderResponse;
    expect(json.status).toBe('pending');
    expect(json.lines.map((line) => line.type)).toEqual(['term', 'term', 'sibling-discount', 'discount-code']);
    expect(json.total).toBe(json.subtotal - json.discounts);
    expect(json.total).toBeGreaterThan(0);

    // Used once, the code is forgotten by the basket.
    await page.goto(app.server.url('demo', '/basket'));
    await page.getByText(t.basketEmpty).waitFor();
  });
});
