import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { expectConfirmedOrder, payButton, pendingOrder, typeCard } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.savedCards;
const pay = messages.paymentPages;
const app = withAppServerAndBrowser();

describe('saved cards', () => {
  it('a card remembered while paying is offered for the next order, and pays it', async () => {
    const page = await demoParentPage(app.browser, app.server);
    const first = await pendingOrder(page, 'Remy');
    await page.goto(app.server.url('demo', `/order/${first}/pay`));
    await page.getByRole('button', { name: pay.orPayWithCard }).click();
    await typeCard(page, '4242424242424242');
    await page.getByLabel(pay.rememberCard).check();
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    await payButton(page).click();
    await expectConfirmedOrder(page, first);

    const next = await pendingOrder(page, 'Sol');
    await page.goto(app.server.url('demo', `/order/${next}/pay`));
    await page.getByRole('button', { name: pay.orPayWithCard }).click();
    const saved = page.getByRole('radio', { name: /^Visa ending 4242, expires 12\/\d\d$/ });
    await saved.waitFor();
    expect(await saved.isChecked()).toBe(true);
    await payButton(page).click();
    await expectConfirmedOrder(page, next);
  });

  it('adds a card on the saved-cards page (the name is required), then deletes it after confirming', async () => {
    const page = await demoParentPage(app.browser, app.server);
    await page.goto(app.server.url('demo', '/dashboard'));
    await page.getByRole('link', { name: t.title }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/details/me/cards');
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    const cards = page.getByRole('list', { name: t.title });
    const before = await cards.getByRole('listitem').count();

    await page.getByRole('button', { name: t.addNew }).click();
    await typeCard(page, '5555555555554444', '');
    const save = page.getByRole('button', { name: t.save });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText(pay.nameOnCardRequired).waitFor();
    expect(await page.getByLabel(pay.nameOnCard).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel(pay.nameOnCard).fill('Priya Parent');
    await save.click();
    await page.getByText(t.added).waitFor();
    const mastercard = cards.getByRole('listitem').filter({ hasText: 'Mastercard ending 4444' });
    await mastercard.waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(before + 1);

    await mastercard.getByRole('link', { name: t.deleteLabel('Mastercard ending 4444') }).click();
    await page.waitForURL((url) => /^\/dashboard\/details\/me\/cards\/pm_\w+\/delete$/.test(url.pathname));
    await page.getByText(/^Delete Mastercard ending 4444, expires/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.deleteConfirm }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/details/me/cards');
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    await expect.poll(() => page.getByText('Mastercard ending 4444').count()).toBe(0);
  });
});
