import type { Run } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { DESKTOP, newPage, PHONE } from './support/browser.js';
import { e2eNow } from './support/clock.js';
import { waitForMail } from './support/mailbox.js';
import { createClubThroughSignUp, newFounder, type Founder } from './support/new-club.js';
import { payButton, typeCard } from './support/payment-orders.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const nav = messages.cms.nav;
const v = messages.venues;
const schedule = messages.adminSchedule;
const settings = messages.bookingSettings;
const codes = messages.discountCodes;
const booking = messages.bookingPages;
const family = messages.family;
const reporting = messages.reporting;
const orders = messages.adminOrders;

/** A club-local (London) date some days after now, as a date field takes it. */
const dateFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(e2eNow().getTime() + days * 86_400_000),
  );
/** A date of birth making a child about `years` old now. */
const bornYearsAgo = (years: number) => `${e2eNow().getFullYear() - years}-03-01`;

const openSection = async (page: Page, label: string) => {
  await page.getByRole('navigation', { name: nav.label }).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { name: label, level: 1 }).waitFor();
};

/** The figure a page's description list gives for a label (its <dd>). */
const figure = (scope: Page | Locator, label: string) => scope.locator(`dt:text-is("${label}") + dd`).first();
const escaped = (text: string) => text.replace(/[.$£]/g, (c) => `\\${c}`);

/** Money as the pages write it: '£12.34'. */
const POUNDS = /£[\d,]+\.\d\d/;
const poundsIn = (text: string | null) => POUNDS.exec(text ?? '')?.[0];

/** A parent new to the platform signs up on the club's own site (and its emailed code), back at `next`. */
async function signUpParent(page: Page, subdomain: string, parent: Founder, next: string) {
  await page.goto(app.server.url(subdomain, `/signup?next=${encodeURIComponent(next)}`));
  await page.getByRole('heading', { name: messages.signUp.title }).waitFor();
  await page.getByLabel(messages.signUp.firstName).fill(parent.firstName);
  await page.getByLabel(messages.signUp.lastName).fill(parent.lastName);
  await page.getByLabel(messages.signUp.email).fill(parent.email);
  await page.getByLabel(messages.signUp.mobile).fill(parent.mobile);
  await page.getByLabel(messages.signUp.password, { exact: true }).fill(parent.password);
  await page.getByLabel(messages.signUp.acceptTerms).check();
  await page.getByRole('button', { name: messages.signUp.submit }).click();
  await page.getByRole('heading', { name: messages.verificationCode.title }).waitFor();
  const mail = await waitForMail(app.server.port, parent.email, /verification code/);
  await page.getByLabel(messages.verificationCode.code, { exact: true }).fill(/(\d{6})/.exec(mail.subject)![1]);
  await page.getByRole('button', { name: messages.verificationCode.submit }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** On a class's booking page: a new child added in the flow, then its term place put in the basket. */
async function bookNewChild(page: Page, child: { firstName: string; dateOfBirth: string }) {
  await page.getByRole('button', { name: booking.addChild }).click();
  const form = page.getByRole('form', { name: booking.addChild });
  await form.getByLabel(family.firstName).fill(child.firstName);
  await form.getByLabel(family.lastName).fill('Newman');
  await form.getByLabel(family.dateOfBirth).fill(child.dateOfBirth);
  await form.getByLabel(family.contactName, { exact: true }).fill('Nia Newman');
  await form.getByLabel(family.contactRelation, { exact: true }).fill('Mother');
  await form.getByLabel(family.contactPhone, { exact: true }).fill('07700 900456');
  await form.getByLabel(messages.permissions.photoQuestion).selectOption('1');
  await form.getByRole('button', { name: booking.addChild }).click();
  await page.getByText(booking.bookingFor(`${child.firstName} Newman`)).waitFor();
  await page.getByRole('button', { name: booking.addToBasket }).click();
  await page.getByRole('heading', { name: booking.basketTitle, level: 1 }).waitFor();
}

/**
 * Issue 23's closing journey, at 390 px: a club made through the platform's sign-up sets itself up with a venue, a
 * setup fee, a discount code and a term with a class and a monthly plan, and publishes it; a new parent books two
 * children into the class with the code and pays by card; the organiser's Orders, Financials (at 1280 px too), its
 * CSV and the club home then show the one amount the card was charged.
 */
describe('a new club from sign-up to its first booked term, on a phone', () => {
  const stamp = Date.now();
  const subdomain = `journey-${stamp}`;
  const parentPerson = newFounder(stamp, 'Nia');
  const parentName = `${parentPerson.firstName} ${parentPerson.lastName}`;
  /** The organiser's page, from sign-up on. */
  let page: Page;
  /** What the parent's card was charged, as the payment page's button said. */
  let charged: string;

  it('signs up, connects card payments, adds a venue, a setup fee and a discount code', async () => {
    ({ page } = await newPage(app.browser, PHONE, { keptForLaterTests: true }));
    await createClubThroughSignUp(page, app.server, {
      founder: newFounder(stamp, 'Jo'),
      subdomain,
      name: 'Journey Juniors',
    });
    // Card payments connected through the sandbox.
    await page.getByRole('button', { name: messages.onboarding.connect }).click();
    await page.waitForURL((url) => url.pathname === '/cms/transition/payment/overview');
    await page.getByText(messages.onboarding.connected).waitFor();

    // A venue.
    await page.goto(app.server.url(subdomain, '/cms'));
    await openSection(page, nav.venues);
    await page.getByRole('link', { name: v.add }).click();
    await page.getByLabel(v.name, { exact: true }).fill('Mill Lane Hall');
    await page.getByLabel(v.address, { exact: true }).fill('1 Mill Lane');
    await page.getByLabel(v.postcode, { exact: true }).fill('SW4 6DB');
    await page.getByRole('button', { name: v.save }).click();
    await page.getByRole('heading', { name: 'Mill Lane Hall' }).waitFor();

    // A setup fee every family pays, in the booking settings.
    await page.goto(app.server.url(subdomain, '/cms/settings/booking'));
    await page.getByRole('heading', { name: settings.title, level: 1 }).waitFor();
    await page.getByLabel(settings.setupFeeAmount).fill('15');
    await page.getByLabel(settings.setupFeeMandatory).check();
    await page.getByRole('button', { name: settings.save }).click();
    await page.getByText(settings.saved).waitFor();

    // A discount code: 10 % off everything.
    await openSection(page, nav.settings);
    await page.getByRole('link', { name: new RegExp(codes.title) }).click();
    await page.getByRole('heading', { name: codes.title, level: 1 }).waitFor();
    await page.getByRole('link', { name: codes.add }).click();
    await page.getByRole('textbox', { name: codes.code, exact: true }).fill('journey10');
    await page.getByLabel(codes.percent).fill('10');
    await page.getByRole('button', { name: codes.save }).click();
    await page.getByText(codes.saved('JOURNEY10')).waitFor();
  });

  it('builds a term with a class at the venue and a monthly plan, and publishes it', async () => {
    // A term with a class at the venue and a class sold as a monthly plan, then published.
    await openSection(page, nav.schedule);
    await page.getByRole('link', { name: schedule.addTerm }).first().click();
    await page.getByLabel(schedule.term.name).fill('First Term');
    await page.getByLabel(schedule.term.startDate).fill(dateFromNow(1));
    await page.getByLabel(schedule.term.endDate).fill(dateFromNow(56));
    await page.getByRole('button', { name: schedule.save }).click();
    const term = page.getByRole('region', { name: 'First Term' });
    await term.getByRole('link', { name: schedule.run.addTitle }).click();
    await page.getByLabel(schedule.run.className).fill('Junior Kickers');
    await page.getByLabel(v.choice.label, { exact: true }).selectOption({ label: 'Mill Lane Hall (SW4 6DB)' });
    await page.getByLabel(schedule.run.pricePerSession).fill('8.00');
    await page.getByLabel(schedule.run.capacity).fill('12');
    await page.getByRole('button', { name: schedule.save }).click();
    await term.getByText('Junior Kickers').waitFor();
    await term.getByRole('link', { name: schedule.run.addTitle }).click();
    await page.getByLabel(schedule.run.className).fill('Kickers Monthly');
    await page.getByLabel(v.choice.label, { exact: true }).selectOption({ label: 'Mill Lane Hall (SW4 6DB)' });
    await page.getByLabel(schedule.run.pricePerSession).fill('8.00');
    await page.getByLabel(schedule.run.plan).check();
    await page.getByLabel(schedule.run.monthlyPrice).fill('30');
    await page.getByLabel(schedule.run.trialDays).fill('14');
    await page.getByRole('button', { name: schedule.save }).click();
    await term.getByText('£30.00 a month, first 14 days free').waitFor();
    await term.getByRole('button', { name: `${schedule.publishing.publishTerm} First Term` }).click();
    await term.getByText(schedule.publishing.termPublished('First Term')).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('a new parent signs up, books two children with the code and pays by card', async () => {
    // A new parent finds the class on the club's schedule, signs up, and books two children into it.
    const { page: parent } = await newPage(app.browser, PHONE);
    await parent.goto(app.server.url(subdomain, '/'));
    await parent.getByText('Kickers Monthly').first().waitFor();
    const runs = await parent.evaluate(async () => {
      const current = (await (await fetch('/api/v4/public/schedule/current')).json()) as { terms: { runs: Run[] }[] };
      return current.terms.flatMap((t) => t.runs);
    });
    const kickers = runs.find((run) => run.className === 'Junior Kickers')!;
    const bookPath = `/${kickers.runId}/book`;
    await signUpParent(parent, subdomain, parentPerson, bookPath);
    await bookNewChild(parent, { firstName: 'Ola', dateOfBirth: bornYearsAgo(8) });
    await parent.goto(app.server.url(subdomain, bookPath));
    await bookNewChild(parent, { firstName: 'Tomi', dateOfBirth: bornYearsAgo(6) });

    // The basket: both places, each child's setup fee, and the code taken off the places.
    const totals = parent.getByRole('table', { name: booking.basketTitle });
    await expect.poll(() => totals.getByText(messages.booking.orderLines['setup-fee']).count()).toBe(2);
    await parent.getByLabel(booking.discountCode).fill('journey10');
    await parent.getByRole('button', { name: booking.applyDiscountCode }).click();
    await parent.getByText(booking.discountCodeApplied('JOURNEY10')).waitFor();
    await totals.getByText('Discount code JOURNEY10').waitFor();
    expect(await seriousA11yViolations(parent)).toEqual([]);
    await parent.getByRole('button', { name: booking.checkout }).click();
    await parent.waitForURL((url) => /^\/order\/[0-9a-f-]{36}\/pay$/.test(url.pathname));
    const uuid = new URL(parent.url()).pathname.split('/').at(-2)!;
    await parent.getByRole('button', { name: messages.paymentPages.orPayWithCard }).click();
    await typeCard(parent, '4242424242424242', parentName);
    charged = poundsIn(await payButton(parent).textContent())!;
    await payButton(parent).click();
    await parent.waitForURL((url) => url.pathname === `/order/${uuid}`);
    await parent.getByText(booking.orderStatus.completed, { exact: true }).waitFor();
    expect(await parent.locator('main').innerText()).toMatch(new RegExp(`Total\\s+${escaped(charged)}`));
    await parent.close();
  });

  it("the organiser's Orders, home, Financials and its CSV show what the card was charged", async () => {
    // Orders: the parent's order, charged what the card paid.
    await openSection(page, nav.orders);
    const row = page.getByRole('row').filter({ hasText: parentPerson.email });
    await row.waitFor();
    expect(await row.innerText()).toContain(charged);
    const orderNumber = (await row.getByRole('link').textContent())!;
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Its page: the total charged, the passed-on fee its own line, all of it left to refund.
    await row.getByRole('link').click();
    await page.getByRole('heading', { name: orders.orderTitle(Number(orderNumber)), level: 1 }).waitFor();
    expect(await figure(page, orders.total).textContent()).toBe(charged);
    expect(await figure(page, orders.refundable).textContent()).toBe(charged);
    const lines = await page.getByRole('table').first().innerText();
    expect(lines).toContain(messages.paymentOutcomes.platformFee);
    expect(lines).toMatch(new RegExp(`${orders.total}\\s+${escaped(charged)}`));

    // The home: this month's money, taken by card, as Financials has it.
    await page.getByRole('navigation', { name: nav.label }).getByRole('link', { name: nav.home, exact: true }).click();
    const month = page.getByRole('region', { name: messages.cms.home.moneyThisMonth });
    await expect.poll(async () => month.innerText()).toContain(charged);
    const homeNet = await figure(month, messages.cms.home.net).textContent();
    const homeFees = await figure(month, messages.cms.home.platformFees).textContent();

    // Financials, at 1280 px: taken by card, the month's net, the order's line and the CSV, all the same.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('link', { name: reporting.navLink }).click();
    await page.getByRole('heading', { name: reporting.title, level: 1 }).waitFor();
    await expect.poll(() => figure(page, reporting.summary.taken).textContent()).toBe(charged);
    expect(await figure(page, reporting.summary.platformFees).textContent()).toBe(homeFees);
    expect(await figure(page, reporting.summary.net).textContent()).toBe(homeNet);
    expect(await figure(page, reporting.summary.outstanding).textContent()).toBe('£0.00');
    const monthRow = page
      .getByRole('group', { name: reporting.months.title })
      .getByRole('row')
      .filter({
        hasText: dateFromNow(0).slice(0, 7),
      });
    expect(poundsIn(await monthRow.getByRole('cell').last().textContent())).toBe(homeNet);
    // The term: its club-local dates as the form took them, booked and paid what was charged, nothing owed.
    const termRow = page.getByRole('group', { name: reporting.terms.title }).getByRole('row').filter({
      hasText: 'First Term',
    });
    expect(await termRow.getByRole('cell').allTextContents()).toEqual([
      'First Term',
      `${dateFromNow(1)} – ${dateFromNow(56)}`,
      charged,
      charged,
      '£0.00',
    ]);
    const line = page
      .getByRole('region', { name: reporting.detail.title })
      .getByRole('row')
      .filter({ hasText: orderNumber });
    expect(await line.innerText()).toContain(charged);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const href = await page.getByRole('link', { name: reporting.detail.download }).getAttribute('href');
    const csv = await page.evaluate(async (url) => (await fetch(url!)).text(), href);
    const csvLine = csv.split('\r\n').find((l) => l.split(',')[1] === orderNumber)!;
    // Date, Order, Status, Parent, What, Charged, Fee paid by parent, Paid, Refunded, Platform fee.
    const cells = csvLine.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((cell) => cell.replace(/^"|"$/g, ''));
    const [, , status, who, what, chargedCell, , paidCell, refundedCell, platformFeeCell] = cells;
    expect([status, who, what]).toEqual(['Completed', parentName, `Junior Kickers, ${reporting.setupFee}`]);
    expect(`£${chargedCell}`).toBe(charged);
    expect(`£${paidCell}`).toBe(charged);
    expect([refundedCell, `£${platformFeeCell}`]).toEqual(['0.00', homeFees]);
    await page.close();
  });
});
