import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const b = messages.bookingPages;
const q = messages.registrationQuestions;

describe('registration questions (/basket/questions)', () => {
  it("an organiser's two questions and contact attribute are answered while booking and shown on the register's CSV", async () => {
    // The organiser defines a family question, a child question and a contact attribute (admin pages: a follow-up).
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    const common = { visibility: 'required', forWholeClub: true };
    const heard = await postFromPage(organiser, '/api/v4/registration-questions', {
      ...common,
      text: 'How did you hear about us?',
      type: 'short-text',
      askedPer: 'family',
    });
    expect(heard.status).toBe(200);
    const level = await postFromPage(organiser, '/api/v4/registration-questions', {
      ...common,
      text: 'Can they swim?',
      type: 'yes-no',
      askedPer: 'child',
    });
    expect(level.status).toBe(200);
    const attribute = await postFromPage(organiser, '/api/v4/contact-attributes', { name: 'Membership no.' });
    expect(attribute.status).toBe(200);

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
    await parent.close();

    // The organiser sets the family's attribute; the register's CSV shows the answers and the attribute.
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
    const saved = await postFromPage(organiser, `/api/v4/contacts/${parentId}/registration`, {
      attributeValues: [
        {
          attributeId: (attribute.json as { attribute: { attributeId: number } }).attribute.attributeId,
          value: 'M-042',
        },
      ],
    });
    expect(saved.status).toBe(200);
    const csv = await organiser.evaluate(
      async (url) => (await fetch(url)).text(),
      `/api/v4/registers/run/${runId}/export.csv`,
    );
    const [header, ...rows] = csv.split('\r\n');
    expect(header).toContain('How did you hear about us?,Can they swim?,Membership no.');
    expect(rows.find((row) => row.startsWith('Zoe Second'))).toContain('A friend,Yes,M-042');
  });
});
