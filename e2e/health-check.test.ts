import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.fees;
const h = t.healthCheck;
const app = withAppServerAndBrowser();

describe('the Club Health Check (/cms/settings/health-check)', () => {
  it("an organiser switches fees, Payment Secures Booking and SMS, and reads the calculator's figures", async () => {
    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms'));
    await page.getByRole('link', { name: messages.cms.nav.settings }).click();
    await page.getByRole('link', { name: new RegExp(`^${h.title}`) }).click();
    await page.getByRole('heading', { name: h.title, level: 1 }).waitFor();
    const psb = page.getByRole('switch', { name: h.psb.label, exact: true });
    const absorb = page.getByRole('switch', { name: h.absorb.label, exact: true });
    const feeMode = page.getByRole('switch', { name: t.platformFees.switchLabel });
    const absorbBadge = page.getByRole('img', { name: h.onBadge(h.absorb.label) });
    expect(await psb.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('fee-mode-now').textContent()).toBe(t.platformFees.passingOnNow);

    // The calculator modal, at the spec's defaults: £100, 4.5 %, 20p (and 100 bookings).
    await page.getByRole('button', { name: h.calculatorButton }).click();
    const modal = page.getByRole('dialog', { name: h.calculatorTitle });
    const results = modal.getByTestId('sales-calculator-results');
    await expect
      .poll(() => results.locator('dd').allTextContents())
      .toEqual(['£104.70', '4.92%', '£4.92', '£105.00', '£8.00']);
    await modal.getByText(t.calculator.profit(100)).waitFor(); // the profit says it is over all the bookings
    await modal.getByText(t.calculator.extraBookings(0)).waitFor();
    await modal.getByLabel(t.calculator.price).fill('ten');
    await modal.getByText(t.calculator.mustBeNumber).waitFor();
    expect(await results.count()).toBe(0);
    // A negative number is a number: it says the range, naming the field.
    await modal.getByLabel(t.calculator.bookings).fill('-5');
    await modal.getByText(`${t.calculator.bookings} must be a whole number from 0 to 100000.`).waitFor();
    await modal.getByLabel(t.calculator.bookings).fill('100');
    await modal.getByLabel(t.calculator.price).fill('10');
    await modal.getByText(t.calculator.extraBookings(3)).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // Payment Secures Booking while fees are passed on: the modal says absorb must be on; cancel changes nothing…
    await psb.click();
    const needsAbsorb = page.getByRole('dialog', { name: t.confirmPsb.title });
    await needsAbsorb.getByRole('button', { name: t.confirmPsb.cancel }).click();
    await needsAbsorb.waitFor({ state: 'detached' });
    expect(await psb.getAttribute('aria-checked')).toBe('false');
    // …confirming switches both on: Absorb shows its tick badge instead of a switch.
    await psb.click();
    await needsAbsorb.getByRole('button', { name: t.confirmPsb.confirm }).click();
    await absorbBadge.waitFor();
    expect(await absorb.count()).toBe(0);
    await expect.poll(() => psb.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('fee-mode-now').textContent()).toBe(t.platformFees.absorbingNow);

    // Passing fees on again asks first, since it also switches Payment Secures Booking off.
    await feeMode.click();
    const passOn = page.getByRole('dialog', { name: t.confirmPassOn.title });
    await passOn.getByRole('button', { name: t.confirmPassOn.cancel }).click();
    await passOn.waitFor({ state: 'detached' });
    expect(await feeMode.getAttribute('aria-checked')).toBe('true');
    await feeMode.click();
    await passOn.getByRole('button', { name: t.confirmPassOn.confirm }).click();
    await absorb.waitFor();
    await expect.poll(() => psb.getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('fee-mode-now').textContent()).toBe(t.platformFees.passingOnNow);

    // Absorb off → on needs no question; the badge comes back.
    await absorb.click();
    await absorbBadge.waitFor();
    expect(await page.getByTestId('fee-mode-now').textContent()).toBe(t.platformFees.absorbingNow);

    // SMS invoices: on, then a tick badge in the list and in the SMS panel, for good.
    await page.locator('#health-sms').click();
    await expect.poll(() => page.getByRole('img', { name: h.onBadge(h.smsInvoices.label) }).count()).toBe(2);
    expect(await page.locator('#health-sms').count()).toBe(0);

    // A reload reads the same from the server.
    await page.reload();
    await absorbBadge.waitFor();
    expect(await page.getByRole('img', { name: h.onBadge(h.smsInvoices.label) }).count()).toBe(2);
    expect(await psb.getAttribute('aria-checked')).toBe('false');
    await page.close();
  });
});
