import { messages } from '@clubroom/domain/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.paySettings;
const o = messages.fees.options;
const app = withAppServerAndBrowser();

/**
 * Lets an admin button's countdown run out on the page's clock, a second at a time (each second's timer is set once
 * the last one's re-render is done), instead of waiting 10 real seconds: `button`, named without "(Wait Ns)", must
 * then be shown and enabled.
 */
const runOutCountdown = (page: Page, button: Locator) =>
  expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return (await button.count()) === 1 && (await button.isEnabled());
    })
    .toBe(true);

describe('club settings and admin tools (/cms/settings) on a phone', () => {
  it('payment settings are one form with one Save: a refusal names the field and keeps what was typed (issue 23.6)', async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/settings/payments'));
    await page.getByRole('heading', { name: t.paymentsTitle, level: 1 }).waitFor();
    await page.getByText(t.previewNone).waitFor();
    // The demo club's card-payment account is connected: the true state, not a setting.
    await page.getByText(t.cardOn).waitFor();

    await page.getByLabel(t.paymentInstructionsLabel).fill('Pay within 7 days, quoting your order number.');
    await page.getByRole('switch', { name: t.methodOn('Bank transfer') }).click();
    await page.getByLabel('Account name').fill('Demo Sports Ltd');
    const sortCode = page.getByLabel('Sort code');
    await sortCode.fill('12 34 56');
    await page.getByRole('button', { name: t.saveSettings }).click();
    await page.getByText('must be a sort code of six digits, such as 12-34-56').waitFor();
    // Nothing typed was lost, and nothing was saved.
    expect(await page.getByLabel('Account name').inputValue()).toBe('Demo Sports Ltd');
    expect(await page.getByLabel(t.paymentInstructionsLabel).inputValue()).toBe(
      'Pay within 7 days, quoting your order number.',
    );
    await sortCode.fill('12-34-56');
    await page.getByRole('button', { name: t.saveSettings }).click();
    await page.getByText(t.settingsSaved).waitFor();

    const preview = page.getByRole('region', { name: t.howToPayTitle });
    await preview.getByText('Bank transfer', { exact: true }).waitFor();
    await preview.getByText('12-34-56').waitFor();
    await preview.getByText('Pay within 7 days, quoting your order number.').waitFor();
    // Read again from the server: every value was saved by the one Save.
    await page.reload();
    expect(await page.getByLabel('Sort code').inputValue()).toBe('12-34-56');
    expect(await page.getByLabel('Account name').inputValue()).toBe('Demo Sports Ltd');
    await page.close();
  });

  it('a club option saves as it is chosen and says so (issue 23.5)', async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/settings/options'));
    await page.getByRole('heading', { name: o.title, level: 1 }).waitFor();
    await page.getByLabel('Registers list children by').selectOption('last-name');
    await page.getByText(o.saved('Registers list children by', 'Last name')).waitFor();
    await page.reload();
    expect(await page.getByLabel('Registers list children by').inputValue()).toBe('last-name');
    expect(await page.getByText('Trial sessions', { exact: true }).count()).toBe(0);
    await page.close();
  });

  it('an organiser resets setup fees through the confirm dialog, after its countdown', async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/settings/admin-tools'));
    await page.getByRole('heading', { name: t.toolsTitle, level: 1 }).waitFor();
    // The countdown shows, and the button waits for it.
    const waiting = page.getByRole('button', { name: new RegExp(`^${t.resetSetupFees} \\(Wait \\d+s\\)$`) });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);
    const reset = page.getByRole('button', { name: t.resetSetupFees, exact: true });
    await runOutCountdown(page, reset);
    await reset.click();
    const dialog = page.getByRole('dialog', { name: t.resetSetupFeesTitle });
    await dialog.getByText(t.resetSetupFeesConfirm).waitFor();
    await dialog.getByRole('button', { name: t.confirm }).click();
    await page.getByText(t.resetSetupFeesDone).waitFor();
    // Used, it counts down again.
    await waiting.waitFor();
    await page.close();
  });

  it('an organiser creates setup fees for the contacts they select (riverside charges one)', async () => {
    const page = await demoParentPage(app.browser, app.server, 'riverside-organiser@example.com', 'riverside');
    await page.goto(app.server.url('riverside', '/cms/settings/admin-tools'));
    await page.getByRole('heading', { name: t.createSetupFeesTitle }).waitFor();
    const create = page.getByRole('button', { name: t.createSetupFees, exact: true });
    await runOutCountdown(page, create);
    // Nothing selected: the page says to select someone, and asks nothing of the server.
    await create.click();
    await page.getByText(t.selectOneContact).waitFor();

    await page.getByLabel(t.count, { exact: true }).fill('2');
    await expect.poll(() => page.getByRole('checkbox', { name: /^Select (?!all)/ }).count()).toBe(2);
    expect(await page.getByRole('img', { name: t.paidNo }).count()).toBe(2);
    await page.getByRole('checkbox', { name: t.selectAll }).check();
    await create.click();
    // One order per parent: two children of one parent make one.
    await page.getByText(/^\d setup-fee orders? created\.$/).waitFor();
    // Asked again (once the countdown has run again), they have one waiting for payment: nothing more is made.
    await page.getByRole('checkbox', { name: t.selectAll }).check();
    await runOutCountdown(page, create);
    await create.click();
    await page.getByText(/^0 setup-fee orders created; 2 contacts already had one\.$/).waitFor();
    await page.close();
  });

  it('support resets the club’s subscription id and restores it; organisers are prompted meanwhile', async () => {
    const support = await demoParentPage(app.browser, app.server, 'support@example.com');
    await support.goto(app.server.url('demo', '/cms/settings/admin-tools'));
    await support.getByRole('heading', { name: t.subscriptionTitle }).waitFor();
    const reset = support.getByRole('button', { name: t.resetSubscription, exact: true });
    await runOutCountdown(support, reset);
    await reset.click();
    await support.getByText(t.subscriptionReset).waitFor();
    await support.getByText(t.subscriptionCurrent(null)).waitFor();
    await support.getByText(t.subscriptionPrevious('sub_sandbox_demo')).waitFor();
    // The button counts down again (3 seconds) once used.
    await support.getByRole('button', { name: new RegExp(`^${t.resetSubscription} \\(Wait \\d+s\\)$`) }).waitFor();

    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms'));
    await organiser.getByText(t.subscriptionBanner).waitFor();
    await organiser.close();

    const restore = support.getByRole('button', { name: t.restoreSubscription, exact: true });
    await runOutCountdown(support, restore);
    await restore.click();
    await support.getByText(t.subscriptionRestored).waitFor();
    await support.getByText(t.subscriptionCurrent('sub_sandbox_demo')).waitFor();
    await support.close();
  });
});
