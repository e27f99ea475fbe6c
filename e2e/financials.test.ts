import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { paidOrder } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.reporting;
const app = withAppServerAndBrowser();

describe('the financials summary (/cms/financials) on a phone', () => {
  it("an organiser with financial access sees this month's card payment, its order and the CSV downloads", async () => {
    // The demo parent books Family Yoga and pays by card (the sandbox's 4242).
    const parent = await demoParentPage(app.browser, app.server);
    const uuid = await paidOrder(parent, 'Marlowe');
    await parent.close();

    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms'));
    await page.getByRole('link', { name: t.navLink }).click();
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();

    // The payment is the demo's only one: what it took is the period's 'Taken by card'.
    const taken = page.getByRole('definition').first();
    await expect.poll(() => taken.textContent()).toMatch(/^£[1-9]\d*\.\d\d$/);
    const orders = page.getByRole('region', { name: t.detail.title });
    await orders.getByRole('row').filter({ hasText: 'Family Yoga' }).filter({ hasText: 'Priya Parent' }).waitFor();
    await page
      .getByRole('region', { name: t.capacity.title })
      .getByRole('row', { name: /Family Yoga/ })
      .first()
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The downloads are the same period's, as CSV.
    const href = await page.getByRole('link', { name: t.detail.download }).getAttribute('href');
    expect(href).toMatch(/^\/api\/v4\/reporting\/\d+\/detail\.csv\?from=\d{4}-\d\d&to=\d{4}-\d\d$/);
    const csv = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { type: res.headers.get('content-type'), body: await res.text() };
    }, href!);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(uuid);

    // A new period from the picker: the months before any payment show none.
    await page.getByLabel(t.period.from, { exact: true }).fill('2020-01');
    await page.getByLabel(t.period.to, { exact: true }).fill('2020-02');
    await page.getByRole('button', { name: t.period.show }).click();
    await page.getByText(t.months.empty).waitFor();
    expect(new URL(page.url()).search).toBe('?from=2020-01&to=2020-02');
    await page.close();
  });
});
