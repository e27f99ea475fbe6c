import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const t = messages.messaging;
const c = messages.contacts;

describe('messaging (issue 24): contacts ticked one by one on the contacts list', () => {
  for (const [label, width] of [
    ['390 px', 390],
    ['1280 px', 1280],
  ] as const)
    it(`at ${label}: an organiser ticks a contact, messages just them, and the preview names them`, async () => {
      const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app.server.url('demo', '/cms/contacts'));
      await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill('priya');
      await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/search=priya/);
      await page.getByRole('checkbox', { name: t.chooseContact('Priya Parent') }).check();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('link', { name: t.messageChosenButton(1) }).click();
      await page.getByRole('heading', { name: t.messageChosen, level: 1 }).waitFor();
      expect(page.url()).toMatch(/\/cms\/messages\/send\/contacts\?ids=\d+$/);
      await page.getByRole('textbox', { name: t.subjectLabel }).fill('Just you');
      await page.getByRole('textbox', { name: t.bodyLabel, exact: true }).fill('Hi {{parentFirstName}}.');
      await page.getByRole('button', { name: t.previewButton }).click();
      await page.getByRole('heading', { name: t.recipientsTitle }).waitFor();
      await page.getByText(t.chosenAudience(1)).first().waitFor();
      const recipients = page.getByRole('list').filter({ hasText: 'Priya Parent' });
      expect(await recipients.innerText()).not.toContain('Pat Second');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.close();
    });

  it('at 390 px: an organiser filters the list by a contact attribute and messages exactly those families', async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.setViewportSize({ width: 390, height: 900 });
    // A "Team" attribute: the second family is on the red team, the first on the blue one.
    await page.goto(app.server.url('demo', '/cms/contacts'));
    const made = await postFromPage(page, '/api/v4/contact-attributes', { name: 'Team' });
    expect(made.status).toBe(200);
    const attributeId = (made.json as { attribute: { attributeId: number } }).attribute.attributeId;
    for (const [email, team] of [
      ['parent2@example.com', 'Red Kites'],
      ['parent@example.com', 'Blue Jays'],
    ]) {
      const parentId = await page.evaluate(
        async (q) => (await (await fetch(`/api/contacts/all-contacts?search=${q}`)).json()).data[0].parentId as number,
        encodeURIComponent(email),
      );
      const saved = await postFromPage(page, `/api/v4/contacts/${parentId}/registration`, {
        answers: [],
        attributeValues: [{ attributeId, value: team }],
      });
      expect(saved.status).toBe(200);
    }
    await page.reload();
    await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
    const filter = page.getByRole('form', { name: c.attributeLabel });
    await filter.getByLabel(c.attributeLabel).selectOption('Team');
    await filter.getByLabel(c.attributeValueLabel).fill('red');
    await filter.getByRole('button', { name: c.attributeApply }).click();
    await page.waitForURL(/attributeValue=red/);
    await page.getByText('Team: Red Kites').first().waitFor();
    expect(await page.getByText('Team: Blue Jays').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: t.messageContacts }).click();
    await page.getByRole('heading', { name: t.messageContacts, level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/cms\/messages\/send\/contacts\?attributeId=\d+&attributeValue=red$/);
    await page.getByRole('textbox', { name: t.subjectLabel }).fill('Red team');
    await page.getByRole('textbox', { name: t.bodyLabel, exact: true }).fill('Hi {{parentFirstName}}.');
    await page.getByRole('button', { name: t.previewButton }).click();
    await page.getByRole('heading', { name: t.recipientsTitle }).waitFor();
    await page.getByText("contacts whose Team contains 'red'").first().waitFor();
    const recipients = page.getByRole('list').filter({ hasText: 'Pat Second' });
    expect(await recipients.innerText()).not.toContain('Priya Parent');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});
