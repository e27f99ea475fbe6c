import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { waitForMail } from './support/mailbox.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.bookingPages;
const w = messages.waitingList;
const b = messages.myBookings;

const app = withAppServerAndBrowser();

describe('a waiting list, on a phone', () => {
  it('a parent joins a full class, another cancels, and the first books the place offered by email', async () => {
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

    // The other family cancels their place from their bookings (the club lets parents cancel up to two days before).
    await other.goto(app.server.url('demo', '/dashboard/bookings'));
    await other.getByRole('button', { name: `${b.cancel} for Zoe Second, Family Taster – Term` }).click();
    const dialog = other.getByRole('dialog', { name: b.cancelTitle });
    await dialog.getByRole('button', { name: b.cancel }).click();
    await other.getByText(b.cancelledNotice('Zoe Second', 'Family Taster – Term')).waitFor();

    // The offer comes by email; its link opens the basket with the place held, and Book Now books it.
    const mail = await waitForMail(app.server.port, 'parent@example.com', /^A place for Arjun in Family Taster$/);
    const link = /Book this place: (\S+)/.exec(mail.text)![1];
    expect(new URL(link).pathname).toBe('/basket');
    await page.goto(link);
    const item = page.getByRole('list', { name: t.basketTitle }).getByRole('listitem');
    await expect.poll(() => item.innerText()).toContain('Family Taster');
    expect(await item.innerText()).toContain('Arjun Parent');
    await page.getByRole('timer').waitFor();
    await page.getByRole('button', { name: t.bookNow }).click();
    await page.getByText(t.orderStatus.completed, { exact: true }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Arjun Parent');
  });
});
