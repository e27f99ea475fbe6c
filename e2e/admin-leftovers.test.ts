import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { expectConfirmedOrder, pendingOrder, typeCard } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';
import { e2eNow } from './support/clock.js';

const app = withAppServerAndBrowser();
const r = messages.registers;
const plans = messages.subscriptions.admin;
const rerun = messages.adminSchedule.rerun;

/** Old enough for Teen Gymnastics (11 to 18), the demo's monthly plan. */
const teenBirthday = `${e2eNow().getFullYear() - 13}-03-01`;

describe("the club admin's leftovers (issue 12)", () => {
  it('an organiser puts a coach on a camp; the coach finds it in Registers, opens its register and its emergency contacts', async () => {
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms/schedule'));
    const camp = organiser.getByRole('region', { name: 'Holiday Football Camp' });
    await camp
      .getByRole('link', { name: /^Register: / })
      .first()
      .click();
    await organiser.getByRole('tab', { name: /^Mon/ }).waitFor();
    await organiser.getByText(`${r.coaches}: ${r.noCampCoaches}`).click();
    await organiser.getByLabel(r.coach).selectOption({ label: 'Callum Coach' });
    await organiser.getByRole('button', { name: r.addCoach }).click();
    await organiser.getByRole('button', { name: r.removeCoach('Callum Coach') }).waitFor();
    expect(await seriousA11yViolations(organiser)).toEqual([]);
    await organiser.close();

    const coach = await demoParentPage(app.browser, app.server, 'coach@example.com');
    await coach.goto(app.server.url('demo', '/cms/registers'));
    await coach.getByRole('heading', { name: r.campsTitle }).waitFor();
    await coach
      .getByRole('link', { name: /^Week 1 · from / })
      .first()
      .click();
    await coach.getByRole('tab', { name: /^Mon/ }).waitFor();
    // A coach sees the register, not the coaches panel.
    expect(await coach.getByText(`${r.coaches}:`).count()).toBe(0);
    await coach.getByRole('link', { name: messages.adminCamps.emergencyPage.link }).click();
    await coach.getByRole('heading', { name: 'Emergency contacts: Holiday Football Camp' }).waitFor();
    await coach.getByRole('link', { name: r.downloadCsv }).waitFor();
    expect(await seriousA11yViolations(coach)).toEqual([]);
    await coach.close();
  });

  it('staff with financial access find a parent’s payment plan, pause, resume, change its price and trial, set it to end, reactivate and cancel it', async () => {
    const parent = await demoParentPage(app.browser, app.server);
    const uuid = await pendingOrder(parent, 'Tia', { className: 'Teen Gymnastics', dateOfBirth: teenBirthday });
    await parent.goto(app.server.url('demo', `/order/${uuid}/pay`));
    await parent.getByRole('button', { name: messages.savedCards.addNew }).click();
    await typeCard(parent, '4242424242424242');
    const save = parent.getByRole('button', { name: messages.savedCards.save });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await parent.getByRole('radio', { name: /ending 4242/ }).waitFor();
    await parent.getByRole('button', { name: messages.subscriptions.form.subscribe('£30.00') }).click();
    await expectConfirmedOrder(parent, uuid);
    await parent.close();

    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms'));
    await organiser.getByRole('link', { name: plans.title }).first().click();
    await organiser.waitForURL(/\/cms\/subscriptions$/);
    // Tia's, beside the plans the demo is seeded with.
    const row = organiser.getByRole('row', { name: /Teen Gymnastics/ }).filter({ hasText: 'Tia' });
    await row.getByText(plans.statuses.trialing).waitFor();
    expect(await seriousA11yViolations(organiser)).toEqual([]);
    await row.getByRole('link').click();

    await organiser.getByRole('button', { name: plans.pause }).click();
    await organiser.getByText(plans.statuses.paused, { exact: true }).waitFor();
    await organiser.getByRole('button', { name: plans.resume }).click();
    await organiser.getByText(plans.statuses.trialing, { exact: true }).waitFor();

    // A new price for the place, from the next payment; the class's price shown beside it.
    await organiser.getByRole('button', { name: plans.changePlan }).click();
    const dialog = organiser.getByRole('dialog');
    const price = dialog.getByLabel(/Tia.*Teen Gymnastics: a month/);
    await dialog.getByText(plans.classPriceNow('£30.00')).waitFor();
    await price.fill('24.5x');
    await dialog.getByRole('button', { name: plans.changePlan }).click();
    await dialog.getByText(plans.amountInvalid).waitFor();
    // An amount over the most a plan may charge says so, not that it is not an amount.
    await price.fill('20000');
    await dialog.getByRole('button', { name: plans.changePlan }).click();
    await dialog.getByText(plans.amountTooBig('£10,000')).waitFor();
    expect(await dialog.getByText(plans.amountInvalid).count()).toBe(0);
    await price.fill('24.50');
    await dialog.getByRole('button', { name: plans.changePlan }).click();
    await dialog.getByText(plans.changeConfirm('£30.00', '£24.50', plans.nextPaymentWhen)).waitFor();
    await dialog.getByRole('button', { name: plans.confirmChange }).click();
    await organiser.getByRole('status').getByText(plans.planChanged('£24.50')).waitFor();
    await organiser.getByText(plans.perPeriod('£24.50', 'month')).waitFor();

    // The free trial moved to another day, then ended now: the first payment taken at once.
    await organiser.getByRole('button', { name: plans.changeTrial }).click();
    const trialDialog = organiser.getByRole('dialog');
    const inAMonth = new Date(e2eNow().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    await trialDialog.getByLabel(plans.trialEndsOn).fill(inAMonth);
    await trialDialog.getByRole('button', { name: plans.saveTrial }).click();
    await organiser
      .getByRole('status')
      .getByText(/^The free trial now ends on /)
      .waitFor();
    await organiser.getByRole('button', { name: plans.changeTrial }).click();
    await trialDialog.getByRole('button', { name: plans.endTrialNow }).click();
    await trialDialog.getByText(plans.endTrialConfirm('£24.50')).waitFor();
    await trialDialog.getByRole('button', { name: plans.endTrialNow }).click();
    await organiser.getByRole('status').getByText(plans.trialEnded).waitFor();
    await organiser.getByText(plans.statuses.active, { exact: true }).waitFor();
    expect(await organiser.getByRole('button', { name: plans.changeTrial }).count()).toBe(0);

    // Set to end with the period paid for, then reactivated; then cancelled now.
    await organiser.getByRole('button', { name: plans.cancel }).click();
    await organiser
      .getByRole('dialog')
      .getByRole('button', { name: /^Cancel on / })
      .click();
    await organiser
      .getByRole('status')
      .getByText(/^The plan will end on /)
      .waitFor();
    await organiser.getByText(plans.endsOn).waitFor();
    await organiser.getByRole('button', { name: plans.reactivate }).click();
    await organiser.getByRole('status').getByText(plans.reactivated).waitFor();
    expect(await organiser.getByText(plans.endsOn).count()).toBe(0);
    await organiser.getByRole('button', { name: plans.cancel }).click();
    await organiser.getByRole('dialog').getByRole('button', { name: plans.cancelNow }).click();
    await organiser.getByText(plans.statuses.canceled, { exact: true }).waitFor();
    expect(await organiser.getByRole('button', { name: plans.pause }).count()).toBe(0);

    await organiser.getByRole('link', { name: plans.backToList }).click();
    await organiser.getByRole('tab', { name: `${plans.tabs.cancelled} (1)` }).click();
    // The tab lists the cancelled plan alone (the demo's own plans are paying): once its list has loaded.
    const cancelledRows = organiser.getByRole('row', { name: /Teen Gymnastics/ });
    await expect.poll(() => cancelledRows.count()).toBe(1);
    expect(await cancelledRows.innerText()).toContain('Tia');
    await organiser.close();
  });

  it('an organiser re-runs a term into new dates: picks them, previews the classes copied, creates the term', async () => {
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms/schedule'));
    await organiser
      .getByRole('link', { name: /^Re-run / })
      .first()
      .click();
    await organiser.waitForURL(/\/rerun\?step=1$/);
    await organiser.getByLabel('Term name').fill('E2E Rerun Term');
    await organiser.getByLabel('First day').fill('2031-01-06');
    await organiser.getByLabel('Last day').fill('2031-03-28');
    await organiser.getByRole('button', { name: rerun.next }).click();
    await organiser.waitForURL(/step=2$/);
    await organiser.getByRole('heading', { name: rerun.previewTitle }).waitFor();
    expect(await seriousA11yViolations(organiser)).toEqual([]);
    await organiser.getByRole('button', { name: rerun.create }).click();
    await organiser.waitForURL(/\/cms\/schedule$/);
    await organiser.getByRole('heading', { name: 'E2E Rerun Term' }).waitFor();
    await organiser.close();
  });
});
