import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const b = messages.bookingPages;
const q = messages.registrationQuestions;

describe('registration questions (/basket/questions)', () => {
  it("an organiser's two questions and contact attribute are answered while booking and shown on the register's CSV", async () => {
    // The organiser defines a family question and a child question, and a contact attribute, on the Settings pages.
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms/settings/registration-questions'));
    await organiser.getByRole('heading', { name: q.title, level: 1 }).waitFor();
    for (const [text, type, per] of [
      ['How did you hear about us?', 'short-text', 'family'],
      ['Can they swim?', 'yes-no', 'child'],
    ] as const) {
      await organiser.getByRole('button', { name: q.add }).click();
      const form = organiser.getByRole('form', { name: q.add });
      await form.getByLabel(q.questionText).fill(text);
      await form.getByLabel(q.type).selectOption(type);
      await form.getByLabel(q.askedPerNames[per]).check();
      await form.getByRole('button', { name: q.add }).click();
      await organiser.getByRole('region', { name: q.liveHeading }).getByText(text).waitFor();
    }
    for (const width of [390, 1280]) {
      await organiser.setViewportSize({ width, height: 900 });
      expect(await seriousA11yViolations(organiser)).toEqual([]);
    }
    await organiser.goto(app.server.url('demo', '/cms/settings/contact-attributes'));
    const addAttribute = organiser.getByRole('form', { name: messages.contactAttributes.add });
    await addAttribute.getByLabel(messages.contactAttributes.name).fill('Membership no.');
    await addAttribute.getByRole('button', { name: messages.contactAttributes.add }).click();
    await organiser.getByRole('list', { name: messages.contactAttributes.title }).getByText('Membership no.').waitFor();
    expect(await seriousA11yViolations(organiser)).toEqual([]);

    // The second demo family books Zoe onto the free taster class: the questions come before the basket.
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
    await parent.getByRole('heading', { name: q.stepTitle, level: 1 }).waitFor();
    expect(await seriousA11yViolations(parent)).toEqual([]);
    await parent.getByRole('button', { name: q.continue }).click();
    expect(await parent.getByText(q.compulsory).count()).toBe(2);
    await parent.getByLabel(/^How did you hear about us\?/).fill('A friend');
    await parent.getByLabel(/^Can they swim\?/).selectOption(q.yes);
    await parent.getByRole('button', { name: q.continue }).click();
    await parent.getByRole('button', { name: b.bookNow }).click();
    await parent.getByText(b.orderStatus.completed, { exact: true }).waitFor();
    // The answers are remembered, and changed from the account.
    await parent.goto(app.server.url('demo', '/dashboard'));
    await parent.getByRole('link', { name: q.accountTitle }).click();
    const heard = parent.getByLabel(/^How did you hear about us\?/);
    expect(await heard.inputValue()).toBe('A friend');
    await heard.fill('A friend at school');
    await parent.getByRole('button', { name: q.accountSave }).click();
    await parent.getByText(q.accountSaved).waitFor();
    expect(await seriousA11yViolations(parent)).toEqual([]);
    await parent.close();

    // The organiser sets the family's attribute on the contact's page; the register's CSV shows the answers and it.
    await organiser.goto(app.server.url('demo', '/cms/registers'));
    const { runId, parentId } = await organiser.evaluate(async () => {
      const list = (await (await fetch('/api/v4/registers')).json()) as {
        registers: { runId: number; className: string; childrenCount: number }[];
      };
      const contacts = (await (await fetch('/api/contacts/all-contacts?search=parent2%40example.com')).json()) as {
        data: { parentId: number }[];
      };
      const taster = list.registers
        .filter((r) => r.className === 'Family Taster')
        .sort((x, y) => y.childrenCount - x.childrenCount)[0];
      return { runId: taster.runId, parentId: contacts.data[0].parentId };
    });
    await organiser.goto(app.server.url('demo', `/cms/contacts/${parentId}`));
    const record = organiser.getByRole('form', { name: q.recordTitle });
    await record.getByLabel('Membership no.').fill('M-042');
    await record.getByRole('button', { name: q.recordSave }).click();
    await record.getByText(q.recordSaved).waitFor();
    const csv = await organiser.evaluate(
      async (url) => (await fetch(url)).text(),
      `/api/v4/registers/run/${runId}/export.csv`,
    );
    const [header, ...rows] = csv.split('\r\n');
    expect(header).toContain('How did you hear about us?,Can they swim?,Membership no.');
    expect(rows.find((row) => row.startsWith('Zoe Second'))).toContain('A friend at school,Yes,M-042');
  });
});
