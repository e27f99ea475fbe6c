import type { AdminCamp, ContactsListResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { waitForMail } from './support/mailbox.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const t = messages.messaging;
const CAMP = 'Multi-Activity Camp';

const getFromPage = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (path) => (await fetch(path, { headers: { accept: 'application/json' } })).json(), path);

describe("messaging audiences (issue 24): an organiser messages a camp's families through the preview", () => {
  it('at 390 px: from the camp in the schedule, compose, preview (the audience and its families), send, the log', async () => {
    // Set up through the API: Maya booked on the camp's first week (its first two days), paid offline.
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms'));
    const { camps } = await getFromPage<{ camps: AdminCamp[] }>(page, '/api/v4/schedule/camps');
    const camp = camps.find((c) => c.className === CAMP)!;
    const week = camp.weeks[0];
    const contacts = await getFromPage<ContactsListResponse>(page, '/api/contacts/all-contacts?search=maya');
    const maya = contacts.data.flatMap((c) => c.children).find((c) => c.firstName === 'Maya')!;
    const booked = await postFromPage(page, `/api/v4/admin-bookings/camp/${camp.campId}`, {
      childId: maya.childId,
      weekId: week.weekId,
      dayStarts: week.days.slice(0, 2).map((d) => d.startTime),
      paidOffline: true,
    });
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);

    // The camp's section in the schedule admin: Message families.
    await page.goto(app.server.url('demo', '/cms/schedule'));
    const section = page.getByRole('region', { name: CAMP });
    await section.getByRole('link', { name: `${t.messageFamilies}: ${CAMP}`, exact: true }).click();
    await page.getByRole('heading', { name: t.messageFamilies, level: 1 }).waitFor();
    await page.getByRole('textbox', { name: t.subjectLabel }).fill('Bring a packed lunch');
    const body = page.getByRole('textbox', { name: t.bodyLabel, exact: true });
    await body.fill('Hi ');
    await page.getByRole('button', { name: t.insertField(t.mergeField.parentFirstName) }).click();
    await body.press('End');
    await body.pressSequentially(', bring a packed lunch to ');
    await page.getByRole('button', { name: t.insertField(t.mergeField.className) }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The preview: the audience in words, the message as a family reads it, and its recipients.
    await page.getByRole('button', { name: t.previewButton }).click();
    await page.getByRole('heading', { name: t.previewTitle }).waitFor();
    expect(page.url()).toContain('step=preview');
    await page.getByText(`families booked on ${CAMP}`).waitFor();
    await page.getByText(`Hi Priya, bring a packed lunch to ${CAMP}`).waitFor();
    const recipients = page.getByRole('list').filter({ hasText: 'Priya Parent' });
    expect(await recipients.innerText()).toMatch(/Priya Parent · Maya\s+Email: Sent/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t.sendButton }).click();
    await page.getByText(/^Message sent to \d+ famil(y|ies)\.$/).waitFor();
    const mail = await waitForMail(app.server.port, 'parent@example.com', /^Bring a packed lunch$/);
    expect(mail.text).toContain(`Hi Priya, bring a packed lunch to ${CAMP}`);
    await page.getByRole('link', { name: t.logLink }).click();
    const entry = page.getByRole('listitem').filter({ hasText: 'Bring a packed lunch' });
    expect(await entry.innerText()).toContain(`families booked on ${CAMP}`);
    await entry.getByText(/^[1-9]\d* \/ 0 \/ 0 \/ 0 \/ 0$/).waitFor();

    // A new message from the log: a date range the wrong way round is said beside its field.
    await page.getByRole('link', { name: t.newMessage }).click();
    await page.getByRole('heading', { name: t.newMessage, level: 1 }).waitFor();
    await page.getByLabel(t.dateFrom, { exact: true }).fill('2026-12-10');
    await page.getByLabel(t.dateTo, { exact: true }).fill('2026-12-01');
    await page.getByText(t.dateRange['before-from']).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});
