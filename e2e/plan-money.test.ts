import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { e2eNow } from './support/clock.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { pendingOrder } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const plans = messages.subscriptions.admin;

/** Old enough for Teen Gymnastics (11 to 18), the demo's class sold as a monthly plan (£30, 14 days free). */
const teenBirthday = `${e2eNow().getFullYear() - 13}-03-01`;

/** A card typed into the sandbox's card form and saved for the parent: its payment method id. */
async function savedCard(page: Page, number: string): Promise<string> {
  const method = await postFromPage(page, '/sandbox/v1/payment_methods', {
    card: { number, exp_month: 12, exp_year: e2eNow().getFullYear() + 2, cvc: '123' },
    billing_details: { name: 'Priya Parent' },
  });
  const id = (method.json as { id: string }).id;
  expect((await postFromPage(page, '/api/v4/parent/payments/saved-cards/add', { paymentMethodId: id })).status).toBe(
    200,
  );
  return id;
}

/**
 * Issue 23.22 at 390 px: a family's plan misses two months (its card declines every renewal); the organiser finds
 * it under the Problem tab (Waiting is a tab of its own), takes the missed months once the family's card on file
 * is a good one, and refunds part of one payment.
 */
describe("the club's payment plans: missed months and refunds", () => {
  it('the organiser takes the missed months with the card on file and refunds part of one payment', async () => {
    const parent = await demoParentPage(app.browser, app.server);
    const uuid = await pendingOrder(parent, 'Tia', { className: 'Teen Gymnastics', dateOfBirth: teenBirthday });
    const good = await savedCard(parent, '4242424242424242');
    const failing = await savedCard(parent, '4000000000000341');
    const subscribed = await postFromPage(parent, '/rest/v1/payments/subscribe', {
      orderId: uuid,
      paymentMethodId: failing,
    });
    expect(subscribed.status).toBe(200);
    const subscriptionId = (subscribed.json as { data: { subscriptionId: string } }).data.subscriptionId;
    // The trial ends and the next month comes: both renewals are declined.
    for (let month = 0; month < 2; month++)
      expect((await postFromPage(parent, `/sandbox/v1/subscriptions/${subscriptionId}/renew`, {})).status).toBe(200);
    // The family's good card becomes the plan's (as the outstanding payments page does), without paying.
    const card = await postFromPage(parent, '/api/v4/parent/subscriptions/outstanding/update-default-card-client', {
      paymentMethodId: good,
      subscriptionId,
    });
    expect(card.status).toBe(200);
    await parent.close();

    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms/subscriptions'));
    await organiser.getByRole('heading', { name: plans.title, level: 1 }).waitFor();
    // Waiting and paused are tabs of their own; the summary and the plans by class beside them.
    await organiser.getByRole('tab', { name: new RegExp(`^${plans.tabs.waiting} \\(`) }).waitFor();
    await organiser.getByRole('tab', { name: new RegExp(`^${plans.tabs.paused} \\(`) }).waitFor();
    await organiser.getByRole('heading', { name: plans.plansByClass }).waitFor();
    await organiser.getByRole('link', { name: plans.showPlans('Teen Gymnastics') }).waitFor();
    expect(await seriousA11yViolations(organiser)).toEqual([]);

    // The declined renewals reach the plan through the provider's events, a job each: on a busy machine the page can
    // load before they are recorded (its counts are read once), so look again until they are.
    const problemTab = organiser.getByRole('tab', { name: `${plans.tabs.problem} (1)` });
    await expect
      .poll(async () => {
        await organiser.getByRole('tab', { name: new RegExp(`^${plans.tabs.waiting} \\(`) }).waitFor();
        if ((await problemTab.count()) === 1) return true;
        await organiser.reload();
        return false;
      })
      .toBe(true);
    await problemTab.click();
    await organiser.waitForURL(/tab=problem/);
    const row = organiser.getByRole('row', { name: /Teen Gymnastics/ });
    await row.getByText(plans.statuses.past_due).waitFor();
    await row.getByRole('link').click();

    // Two missed months of £30; take them with the card on file, after saying how many and how much.
    const missed = organiser.getByRole('region', { name: plans.missedPayments });
    await expect.poll(() => missed.getByRole('listitem').count()).toBe(2);
    expect(await seriousA11yViolations(organiser)).toEqual([]);
    await organiser.getByRole('button', { name: plans.coverPayments }).click();
    const confirm = organiser.getByRole('dialog');
    await confirm.getByText(plans.coverConfirm(2, '£60.00')).waitFor();
    await confirm.getByRole('button', { name: plans.coverPayments }).click();
    await organiser.getByRole('status').getByText(plans.covered(2, '£60.00')).waitFor();
    await missed.getByText(plans.noMissedPayments).waitFor();
    await organiser.getByText(plans.statuses.active, { exact: true }).waitFor();

    // Each payment taken can be refunded: part of the newest one.
    const taken = organiser.getByRole('region', { name: plans.chargesTaken });
    await expect.poll(() => taken.getByRole('listitem').count()).toBe(2);
    await taken
      .getByRole('button', { name: new RegExp(`^${plans.refundCharge}: £30.00`) })
      .first()
      .click();
    const dialog = organiser.getByRole('dialog');
    const amount = dialog.getByLabel(plans.refundAmount);
    expect(await amount.inputValue()).toBe('30.00');
    await amount.fill('31');
    await dialog.getByRole('button', { name: plans.confirmRefund }).click();
    await dialog.getByText(plans.refundAtMost('£30.00')).waitFor();
    await dialog.getByText(plans.refundReasonRequired).waitFor();
    expect(await seriousA11yViolations(organiser)).toEqual([]);
    await amount.fill('10');
    await dialog.getByLabel(plans.refundReason).fill('Class cancelled for the hall');
    await dialog.getByRole('button', { name: plans.confirmRefund }).click();
    await organiser.getByRole('status').getByText(plans.chargeRefunded('£10.00')).waitFor();
    await taken.getByText(plans.refunded('£10.00'), { exact: false }).waitFor();
    expect(await taken.getByRole('button', { name: new RegExp(`^${plans.refundCharge}`) }).count()).toBe(2);
    await organiser.close();
  });
});
