import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { waitForMail } from './support/mailbox.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const t = messages.registers;
const b = messages.bookingPages;
const w = messages.waitingList;

describe("a register's print view, CSV and large rebook (/cms/register/{runId})", () => {
  it("an organiser prints the register, downloads it, and rebooks a child into next term's class", async () => {
    // The second demo family books Zoe onto the free taster class: the register has a child to show.
    const parent = await demoParentPage(app.browser, app.server, 'parent2@example.com');
    await parent.goto(app.server.url('demo', '/'));
    await parent
      .getByRole('link', { name: /^Book for Family Taster/ })
      .first()
      .click();
    await parent.getByRole('link', { name: `${b.book} Family Taster` }).click();
    await parent.getByRole('radio', { name: 'Zoe Second' }).check();
    await parent.getByRole('button', { name: b.continue }).click();
    await parent.getByRole('button', { name: b.addToBasket }).click();
    await parent.getByRole('button', { name: b.bookNow }).click();
    await parent.getByText(b.orderStatus.completed, { exact: true }).waitFor();
    await parent.close();

    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/registers'));
    const runId = await page.evaluate(async () => {
      const list = (await (await fetch('/api/v4/registers')).json()) as {
        registers: { runId: number; className: string; childrenCount: number }[];
      };
      // The current term's taster: the one Zoe was just booked on, so it has children.
      return list.registers
        .filter((r) => r.className === 'Family Taster')
        .sort((x, y) => y.childrenCount - x.childrenCount)[0].runId;
    });
    await page.goto(app.server.url('demo', `/cms/register/${runId}`));
    await page.getByRole('heading', { name: 'Family Taster', level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Printed: the one table, no site header or admin navigation.
    await page.emulateMedia({ media: 'print' });
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.innerText()).toContain('Zoe Second');
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: t.print }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(await table.isVisible()).toBe(false);

    // The CSV link downloads the same register.
    const href = await page.getByRole('link', { name: t.downloadCsv }).getAttribute('href');
    const csv = await page.evaluate(async (url) => (await fetch(url!)).text(), href);
    expect(csv.split('\r\n')[0]).toMatch(/^Child,Age,Parent,Phone,/);
    expect(csv).toContain('Zoe Second');

    // Rebook: next term's taster is chosen; Zoe alone is ticked; her parent is emailed a link to pay.
    await page.getByRole('button', { name: t.rebook }).click();
    const dialog = page.getByRole('dialog', { name: t.rebookTitle('Family Taster') });
    await dialog.getByRole('button', { name: t.rebookNone }).click();
    await dialog.getByRole('checkbox', { name: 'Zoe Second' }).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t.rebookSubmit(1) }).click();
    await dialog.getByText(t.rebookDone(1)).waitFor();
    expect(await dialog.innerText()).toContain('Zoe Second');
    const mail = await waitForMail(app.server.port, 'parent2@example.com', /payment due$/);
    expect(mail.text).toMatch(/\/order\/[0-9a-f-]{36}\/pay/);
    await page.close();
  });

  it("an organiser sees the full class's waiting list, is told why a place cannot be offered, and moves the child", async () => {
    // The taster is full now (the test above): the demo parent puts Arjun on its waiting list.
    const parent = await demoParentPage(app.browser, app.server);
    await parent.goto(app.server.url('demo', '/'));
    await parent
      .getByRole('link', { name: /^Waiting List for Family Taster/ })
      .first()
      .click();
    await parent.getByRole('link', { name: `${w.join} for Family Taster` }).click();
    await parent.getByRole('radio', { name: 'Arjun Parent' }).check();
    await parent.getByRole('button', { name: b.continue }).click();
    await parent.getByRole('button', { name: w.join }).click();
    await parent.getByText(w.joined('Arjun Parent', 1)).waitFor();
    await parent.close();

    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/registers'));
    await page
      .getByRole('link', { name: /Family Taster/ })
      .first()
      .click();
    const section = page.getByRole('region', { name: t.waitingList });
    await section.getByText('Arjun Parent').waitFor();
    expect(await section.innerText()).toContain(t.waitingStatus.waiting);

    // No place is free: the server's refusal is shown.
    await section.getByRole('button', { name: t.offerNow }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.offerNow }).click();
    await section.getByRole('alert').waitFor();

    await section.getByRole('button', { name: t.moveEntry }).click();
    const dialog = page.getByRole('dialog', { name: t.moveTitle('Arjun Parent') });
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Next term's taster (all ages) is chosen to start with; a move checks the child fits the class chosen. The
    // demo's terms are named by the season the suite's clock stands in: next term's is whichever follows this one's.
    const thisTerm = await page
      .getByText(/^Battersea Park Sports Centre · \w+ Term \d{4}$/)
      .first()
      .innerText();
    const target = dialog.getByLabel(t.moveTarget);
    const chosen = await target.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');
    expect(chosen).toMatch(/^Family Taster · Battersea Park Sports Centre · \w+ Term \d{4}$/);
    expect(chosen).not.toBe(`Family Taster · ${thisTerm}`);
    await target.selectOption({ label: chosen });
    await dialog.getByRole('button', { name: t.moveSubmit }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => section.innerText()).toContain(t.waitingStatus.moved);
    await page.close();
  });
});
