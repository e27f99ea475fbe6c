import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const t = messages.messaging;

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
});
