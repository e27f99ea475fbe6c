import { messages } from '@clubroom/domain/messages';
import { localDateOf } from '@clubroom/domain/rules';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { e2eNow } from './support/clock.js';
import { paidOrder } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.reporting;
const app = withAppServerAndBrowser();

describe('the financials summary (/cms/financials) on a phone', () => {
  it("an organiser with financial access sees this month's card payment, its order and the CSV downloads", async () => {
    // The demo parent books Family Yoga and pays by card (the sandbox's 4242).
    const parent = await demoParentPage(app.browser, app.server);
    await paidOrder(parent, 'Marlowe');
    await parent.close();

    // The home's net this month, then Financials' for the same month: one figure.
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms'));
    const homeNet = page.getByRole('region', { name: messages.cms.home.moneyThisMonth }).getByRole('definition').last();
    await expect.poll(() => homeNet.textContent()).toMatch(/^£[1-9]\d*\.\d\d$/);
    const net = await homeNet.textContent();
    await page.getByRole('link', { name: t.navLink }).click();
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();

    // The period's 'Taken by card': the demo's seeded history and this payment.
    const taken = page.getByRole('definition').first();
    await expect.poll(() => taken.textContent()).toMatch(/^£[1-9]\d*\.\d\d$/);
    const thisMonth = localDateOf(Math.floor(e2eNow().getTime() / 1000), 'Europe/London').slice(0, 7);
    const monthRow = page.getByRole('group', { name: t.months.title }).getByRole('row').filter({ hasText: thisMonth });
    expect(await monthRow.getByRole('cell').last().textContent()).toBe(net);
    const orders = page.getByRole('region', { name: t.detail.title });
    const orderRow = orders.getByRole('row').filter({ hasText: 'Family Yoga' }).filter({ hasText: 'Priya Parent' });
    await orderRow.waitFor();
    const orderNumber = await orderRow.getByRole('link').textContent();
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
    // The CSV names the order as the page does, in the page's words.
    expect(csv.body).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\d,${orderNumber},Completed,Priya Parent,Family Yoga,`, 'm'),
    );

    // A new period from the picker: the months before any payment show none.
    await page.getByLabel(t.period.from, { exact: true }).fill('2020-01');
    await page.getByLabel(t.period.to, { exact: true }).fill('2020-02');
    await page.getByRole('button', { name: t.period.show }).click();
    await page.getByText(t.months.empty).waitFor();
    expect(new URL(page.url()).search).toBe('?from=2020-01&to=2020-02');
    await page.close();
  });
});
