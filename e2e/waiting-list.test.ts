import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { waitForMail } from './support/mailbox.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.bookingPages;
const w = messages.waitingList;
const a = messages.adminBookings;

const app = withAppServerAndBrowser();

describe('a waiting list, on a phone', () => {
  it('a parent joins a full class, the club cancels another’s place, and the first books the place offered by email', async () => {
    // The second demo family takes the last place of the free taster class.
    const other = await demoParentPage(app.browser, app.server, 'parent2@example.com');
    await other.goto(app.server.url('demo', '/'));
    await other
      .getByRole('link', { name: /^Book for Family Taster/ })
      .first()
      .click();
    await other.getByRole('link', { name: `${t.book} Family Taster` }).click();
    await other.getByRole('radio', { name: 'Zoe Second' }).check();
    await other.getByRole('button', { name: t.continue }).click();
    await other.getByRole('button', { name: t.addToBasket }).click();
    await other.getByRole('button', { name: t.bookNow }).click();
    await other.getByText(t.orderStatus.completed, { exact: true }).waitFor();

    // The class is full now: the demo parent joins its waiting list from the schedule.
    const page = await demoParentPage(app.browser, app.server);
    await page.goto(app.server.url('demo', '/'));
    await page
      .getByRole('link', { name: /^Waiting List for Family Taster/ })
      .first()
      .click();
    await page.getByRole('link', { name: `${w.join} for Family Taster` }).click();
    await page.getByRole('heading', { name: w.joinTitle('Family Taster'), level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Arjun Parent' }).check();
    await page.getByRole('button', { name: t.continue }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: w.join }).click();
    await page.getByText(w.joined('Arjun Parent', 1)).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The club cancels the other family's place, from their contact's page (staff may cancel whatever the
    // parents' deadline, so this holds on any day of the week).
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms/contacts?search=parent2%40example.com'));
    await organiser.getByRole('link', { name: /Pat/ }).first().click();
    await organiser.getByRole('link', { name: 'Family Taster', exact: true }).click();
    await organiser.getByRole('button', { name: a.cancel }).click();
    await organiser.getByRole('dialog', { name: a.cancelTitle }).getByRole('button', { name: a.cancelConfirm }).click();
    await organiser.getByText(a.cancelled).waitFor();
    await organiser.close();

    // The offer comes by email; its link opens the basket with the place held, and Book Now books it.
    const mail = await waitForMail(app.server.port, 'parent@example.com', /^A place for Arjun in Family Taster$/);
    const link = /Book this place: (\S+)/.exec(mail.text)![1];
    expect(new URL(link).pathname).toBe('/basket');
    await page.goto(link);
    const item = page.getByRole('list', { name: t.basketTitle }).getByRole('listitem');
    await expect.poll(() => item.innerText()).toContain('Family Taster');
    expect(await item.innerText()).toContain('Arjun Parent');
    // An offer is held until it ends (by the class's next session), not for the basket's minutes.
    await item.getByText(/^Offer held until /).waitFor();
    await page.getByRole('button', { name: t.bookNow }).click();
    await page.getByText(t.orderStatus.completed, { exact: true }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Arjun Parent');
  });
});
