import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { expectConfirmedOrder, pendingOrder, typeCard } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.subscriptions.form;
const cards = messages.savedCards;
const app = withAppServerAndBrowser();

/** Old enough for Teen Gymnastics (11 to 18). */
const teenBirthday = `${new Date().getFullYear() - 13}-03-01`;

describe('subscriptions', () => {
  it('a parent books Teen Gymnastics by subscribing with a card added on the subscription form', async () => {
    const page = await demoParentPage(app.browser, app.server);
    const uuid = await pendingOrder(page, 'Tia', { className: 'Teen Gymnastics', dateOfBirth: teenBirthday });
    const subscribeCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/rest/v1/payments/subscribe') subscribeCalls.push(request.url());
    });
    await page.goto(app.server.url('demo', `/order/${uuid}/pay`));
    await page.getByRole('heading', { name: t.heading }).waitFor();
    await page.getByText(t.trial(14)).waitFor();
    await page.getByText(t.noCards).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Spec §5: Subscribe does nothing while no saved card is chosen.
    const subscribe = page.getByRole('button', { name: t.subscribe('£30.00') });
    await subscribe.click();
    await page.getByRole('button', { name: cards.addNew }).click();
    expect(subscribeCalls).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/order/${uuid}/pay`);

    await typeCard(page, '4242424242424242');
    const save = page.getByRole('button', { name: cards.save });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    const visa = page.getByRole('radio', { name: /^Visa ending 4242, expires 12\/\d\d$/ });
    await visa.waitFor();
    expect(await visa.isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: cards.addNew }).isVisible()).toBe(true);

    await subscribe.click();
    await expectConfirmedOrder(page, uuid);
    expect(subscribeCalls).toHaveLength(1);
  });
});
