import type { AdminBooking, AdminCamp, ContactsListResponse, FamilyOrderResponse, Me } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const r = messages.registers;
const t = messages.adminBookings;

const getFromPage = <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (path) => (await fetch(path, { headers: { accept: 'application/json' } })).json(), path);

describe('camp day registers and camp booking days (issue 12)', () => {
  it('a coach on a camp marks a booked child present; an organiser adds a day to the booking and removes another', async () => {
    // Set up through the API: Maya (four) booked on the first two days of the gymnastics camp, paid
    // offline, and the demo coach put on the camp.
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await organiser.goto(app.server.url('demo', '/cms'));
    const { camps } = await getFromPage<{ camps: AdminCamp[] }>(organiser, '/api/v4/schedule/camps');
    const camp = camps.find((c) => c.className === 'Gymnastics Holiday Camp')!;
    const week = camp.weeks[0];
    const contacts = await getFromPage<ContactsListResponse>(organiser, '/api/contacts/all-contacts?search=maya');
    const maya = contacts.data.flatMap((c) => c.children).find((c) => c.firstName === 'Maya')!;
    const booked = await postFromPage(organiser, `/api/v4/admin-bookings/camp/${camp.campId}`, {
      childId: maya.childId,
      weekId: week.weekId,
      dayStarts: week.days.slice(0, 2).map((d) => d.startTime),
      paidOffline: true,
    });
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    const order = await getFromPage<{ bookings: { bookingRef: string; day: string | null }[] }>(
      organiser,
      `/api/v4/orders/order/${(booked.json as FamilyOrderResponse).orderId}`,
    );
    const bookingRef = order.bookings.find((b) => b.day === week.days[0].date)!.bookingRef;

    const coach = await demoParentPage(app.browser, app.server, 'coach@example.com');
    await coach.goto(app.server.url('demo', '/cms'));
    const me = await getFromPage<Me>(coach, '/api/auth/me');
    const added = await postFromPage(organiser, `/api/v4/registers/camp/${camp.campId}/coaches/add`, {
      userId: me.user!.id,
    });
    expect(added.status).toBe(200);

    // The coach marks Maya present on the first day's register; the mark stays after a reload.
    await coach.goto(app.server.url('demo', `/cms/camps/${camp.campId}/register/${week.weekId}`));
    // The heading names the camp and its week, then the day.
    await coach
      .getByRole('heading', { level: 1, name: messages.adminCamps.registerPage.title(camp.className, week.name) })
      .waitFor();
    const mayaMarks = coach.getByRole('group', { name: 'Maya Parent' });
    await mayaMarks.getByRole('button', { name: r.present }).click();
    await coach.getByText(r.tally(1, 0, 1)).waitFor();
    await coach.reload();
    await expect
      .poll(() => mayaMarks.getByRole('button', { name: r.present }).getAttribute('aria-pressed'))
      .toBe('true');
    await coach.getByRole('link', { name: r.downloadCsv }).waitFor();
    expect(await seriousA11yViolations(coach)).toEqual([]);

    // Another camp's emergency contacts: the coach is told it is not their camp (the 403's reason), not that
    // something went wrong.
    const other = camps.find((c) => c.campId !== camp.campId)!;
    await coach.goto(app.server.url('demo', `/cms/camps/${other.campId}/emergency-contacts`));
    await coach.getByRole('heading', { level: 1, name: messages.somethingWentWrong.refusedTitle }).waitFor();
    await coach.getByText(r.notYourCamp).waitFor();
    await coach.close();

    // The organiser adds the third day, paid offline, then removes the first.
    await organiser.goto(app.server.url('demo', `/cms/booking/${bookingRef}`));
    await organiser.getByRole('heading', { name: t.campDaysTitle(week.name) }).waitFor();
    await organiser.getByRole('switch', { name: t.paidOfflineLabel }).click();
    await organiser.getByRole('button', { name: /^Add / }).first().click();
    await organiser.getByText(t.dayAddedPaid).waitFor();
    await organiser
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await organiser.getByText(t.dayRemoved).waitFor();
    expect(await seriousA11yViolations(organiser)).toEqual([]);

    const after = await getFromPage<AdminBooking>(organiser, `/api/v4/admin-bookings/booking/${bookingRef}`);
    expect(after.campWeek!.days.slice(0, 3).map((d) => d.place)).toEqual(['none', 'booked', 'booked']);
    await organiser.close();
  });
});
