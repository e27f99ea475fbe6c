import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { expectConfirmedOrder, pendingOrder, typeCard } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';
import { e2eNow } from './support/clock.js';

const t = messages.subscriptions.form;
const owed = messages.subscriptions.outstanding;
const cards = messages.savedCards;
const app = withAppServerAndBrowser();

/** Old enough for Teen Gymnastics (11 to 18). */
const teenBirthday = `${e2eNow().getFullYear() - 13}-03-01`;

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
    // The plan is lined at its price a month: the order itself charges nothing for it.
    expect(await page.locator('details table').textContent()).toContain(
      'Teen Gymnastics – Monthly plan (£30.00 / month)',
    );
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
    await page.getByRole('cell', { name: '£30.00 / month' }).waitFor();
    await page.getByText(messages.booking.freeDays(14)).waitFor();
  });

  it('a failed renewal shows the banner; Update Now pays the balance with another card', async () => {
    // The second demo family, whose account has no plan yet.
    const page = await demoParentPage(app.browser, app.server, 'parent2@example.com');
    const uuid = await pendingOrder(page, 'Tom', { className: 'Teen Gymnastics', dateOfBirth: teenBirthday });
    await page.goto(app.server.url('demo', `/order/${uuid}/pay`));
    await page.getByRole('button', { name: cards.addNew }).click();
    // Saved without a fuss, then every charge on it is declined.
    await typeCard(page, '4000000000000341', 'Pat Second');
    const save = page.getByRole('button', { name: cards.save });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByRole('radio', { name: /ending 0341/ }).waitFor();
    await page.getByRole('button', { name: t.subscribe('£30.00') }).click();
    await expectConfirmedOrder(page, uuid);

    // The trial ends: the sandbox's clock renews the plan, and the card is declined.
    const plans = await postFromPage(page, '/api/v4/parent/subscriptions/all', {});
    const [{ subscriptionId }] = (plans.json as { data: { subscriptionId: string }[] }).data;
    const renewed = await postFromPage(page, `/sandbox/v1/subscriptions/${subscriptionId}/renew`, {});
    expect(renewed.json).toEqual({ id: subscriptionId, status: 'past_due' });

    // The decline reaches the account through the webhook's jobs, a moment later.
    const bannerShown = async () => {
      await page.goto(app.server.url('demo', '/dashboard'));
      return page
        .getByText(owed.banner)
        .waitFor({ timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
    };
    await expect.poll(bannerShown, { timeout: 30_000, interval: 500 }).toBe(true);
    await page.getByRole('link', { name: owed.updateNow }).click();
    await page.getByRole('heading', { name: owed.heading }).waitFor();
    await page.getByRole('button', { name: cards.addNew }).click();
    await typeCard(page, '4242424242424242', 'Pat Second');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByRole('radio', { name: /ending 4242/ }).check();
    await page.getByRole('button', { name: owed.pay('£30.00') }).click();
    await page.getByText(owed.paid).waitFor();
    await page.goto(app.server.url('demo', '/dashboard'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText(owed.banner).count()).toBe(0);
  });
});
