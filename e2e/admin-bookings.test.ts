import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const t = messages.adminBookings;

interface Run {
  runId: number;
  className: string;
  venueName: string;
  bookingsCount: number;
  capacity: number;
}

describe('booking for a family (/cms/book/run/{runId})', () => {
  it("an organiser books a demo child into a run on the family's behalf, paid offline", async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms'));
    const runs = await page.evaluate(async () => {
      const schedule = (await (await fetch('/api/v4/public/schedule/current')).json()) as { terms: { runs: Run[] }[] };
      return schedule.terms.flatMap((term) => term.runs);
    });
    // Gymnastics (ages 4 to 10) with places left: Maya, four, fits it.
    const run = runs.find((r) => r.className === 'Gymnastics' && r.bookingsCount < r.capacity)!;

    await page.goto(app.server.url('demo', `/cms/book/run/${run.runId}`));
    await page.getByRole('heading', { name: t.bookTitle('Gymnastics'), level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: t.searchLabel }).fill('maya');
    await page.getByRole('checkbox', { name: 'Maya Parent' }).check();
    await page.getByRole('button', { name: t.continueWith(1) }).click();
    await page.waitForURL(/step=confirm/);
    await page.getByRole('heading', { name: t.confirmTitle }).waitFor();
    await page.getByText('Priya Parent').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A reload keeps the family: the child and the parent are named from the address, never by an id.
    await page.reload();
    await page.getByRole('heading', { name: t.confirmTitle }).waitFor();
    await page.getByText('Maya Parent').waitFor();
    await page.getByText('Priya Parent').waitFor();
    expect(await page.getByText(/#\d+/).count()).toBe(0);

    await page.getByRole('switch', { name: t.paidOfflineLabel }).click();
    await page.getByRole('button', { name: t.book }).click();
    await page.getByText(t.bookedPaid).waitFor();

    // The place is taken: the public schedule counts it.
    const after = await page.evaluate(async () => {
      const schedule = (await (await fetch('/api/v4/public/schedule/current')).json()) as { terms: { runs: Run[] }[] };
      return schedule.terms.flatMap((term) => term.runs);
    });
    expect(after.find((r) => r.runId === run.runId)!.bookingsCount).toBe(run.bookingsCount + 1);
    await page.close();
  });
});
