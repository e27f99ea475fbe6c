import type { Child, ContactDetail, ContactsListResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage, postFromPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const t = messages.adminBookings;
const r = messages.registers;
const c = messages.contacts;
const ALLERGY = 'Peanut allergy — EpiPen in bag';

const getJson = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => (await (await fetch(url)).json()) as unknown, path) as Promise<T>;

/** The demo parent gives the special-category consent and writes Maya's allergy on her record, as on their account. */
async function mayaHasAnAllergy() {
  const parent = await demoParentPage(app.browser, app.server);
  await parent.goto(app.server.url('demo', '/dashboard'));
  const { children } = await getJson<{ children: Child[] }>(parent, '/api/v4/people/parent/children');
  const maya = children.find((child) => child.firstName === 'Maya')!;
  const updated = await postFromPage(parent, `/api/v4/people/child/${maya.personId}/update`, {
    firstName: maya.firstName,
    lastName: maya.lastName,
    dateOfBirth: maya.dateOfBirth,
    gender: maya.gender,
    allergyNotes: ALLERGY,
    emergencyContacts:
      maya.emergencyContacts.length > 0
        ? maya.emergencyContacts
        : [{ name: 'Ravi Parent', relation: 'Father', phone: '07700 900456' }],
    specialCategoryConsent: true,
  });
  expect(updated.status, JSON.stringify(updated.json)).toBe(200);
  await parent.close();
}

describe('safe moves on a phone (390 px): booking for a family, the register card, a contact', () => {
  it(
    'an organiser books two children of one family from the schedule in one order, with the sibling discount',
    {
      timeout: 240_000,
    },
    async () => {
      await mayaHasAnAllergy();
      const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
      await page.goto(app.server.url('demo', '/cms/schedule'));
      // The schedule's way in: each run has its "Book for a family" link.
      await page
        .getByRole('link', { name: t.bookForFamilyOf('Family Yoga') })
        .first()
        .click();
      await page.getByRole('heading', { name: t.bookTitle('Family Yoga'), level: 1 }).waitFor();
      await page.getByRole('searchbox', { name: t.searchLabel }).fill('priya');
      await page.getByRole('checkbox', { name: 'Arjun Parent' }).check();
      await page.getByRole('checkbox', { name: 'Maya Parent' }).check();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: t.continueWith(2) }).click();
      await page.waitForURL(/step=confirm/);
      await page.getByRole('heading', { name: t.confirmTitle }).waitFor();
      await page.getByText('Arjun Parent, Maya Parent').waitFor();

      await page.getByRole('switch', { name: t.paidOfflineLabel }).click();
      await page.getByRole('button', { name: t.book }).click();
      await page.getByText(t.bookedPaid).waitFor();
      // One order for both: its page lists each child's place and the sibling discount.
      await page.getByRole('link', { name: t.orderLink }).click();
      await page.getByRole('heading', { name: /^Order \d+$/, level: 1 }).waitFor();
      const order = await page.locator('main').innerText();
      expect(order).toMatch(/Arjun Parent · Family Yoga/);
      expect(order).toMatch(/Maya Parent · Family Yoga/);
      expect(order).toMatch(/sibling/i);

      // The register's card shows Maya's allergy first, on the card itself (not folded away), above the toggles.
      await page.goto(app.server.url('demo', '/cms/registers'));
      const runId = await page.evaluate(async () => {
        const list = (await (await fetch('/api/v4/registers')).json()) as {
          registers: { runId: number; className: string; childrenCount: number }[];
        };
        return list.registers
          .filter((run) => run.className === 'Family Yoga')
          .sort((x, y) => y.childrenCount - x.childrenCount)[0].runId;
      });
      await page.goto(app.server.url('demo', `/cms/register/${runId}`));
      await page.getByRole('heading', { name: 'Family Yoga', level: 1 }).waitFor();
      const alert = page.getByRole('region', { name: r.medicalAlert('Maya') });
      await alert.waitFor();
      expect(await alert.isVisible()).toBe(true);
      expect(await alert.innerText()).toContain(ALLERGY);
      const card = page.getByRole('listitem').filter({ has: alert });
      const alertTop = (await alert.boundingBox())!.y;
      const togglesTop = (await card.getByRole('button').first().boundingBox())!.y;
      expect(alertTop).toBeLessThan(togglesTop);
      // The register's way in to booking for a family.
      await page.getByRole('link', { name: t.bookForFamily }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.close();
    },
  );

  it(
    "a contact's page books a class and adds a child; a child's health notes are read-only to staff without consent",
    {
      timeout: 240_000,
    },
    async () => {
      const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
      await page.goto(app.server.url('demo', '/cms/contacts'));
      // A family whose parent has not given the special-category consent (the seed's families have not).
      const { family, child } = await page.evaluate(async () => {
        const list = (await (await fetch('/api/contacts/all-contacts')).json()) as ContactsListResponse;
        for (const contact of list.data.filter((row) => row.children.length > 0)) {
          const detail = (await (await fetch(`/api/v4/contacts/${contact.parentId}`)).json()) as ContactDetail;
          if (!detail.consents.specialCategoryConsent) return { family: contact, child: contact.children[0] };
        }
        throw new Error('no contact without the consent');
      });
      const name = `${family.firstName} ${family.lastName}`;

      await page.goto(app.server.url('demo', `/cms/contacts/${family.parentId}`));
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      await page.getByRole('link', { name: c.addChildTo(name) }).waitFor();
      // Booking a class from the contact: the class, the children (all ticked), then the confirm step.
      const yoga = await page
        .locator('#book-class-run option', { hasText: 'Family Yoga' })
        .first()
        .getAttribute('value');
      await page.getByRole('combobox', { name: t.classLabel }).selectOption(yoga!);
      await page.getByRole('button', { name: t.bookClassContinue }).click();
      await page.waitForURL(/\/cms\/book\/run\/\d+\?step=confirm/);
      await page.getByText(`${child.firstName} ${child.lastName}`).first().waitFor();

      // The parent has not consented to health notes: shown read-only, saying why, in words for staff.
      await page.goto(app.server.url('demo', `/cms/contacts/${family.parentId}/child/${child.childId}`));
      const allergies = page.getByLabel(messages.family.optional(messages.family.allergyNotes));
      await allergies.waitFor();
      expect(await allergies.getAttribute('readonly')).not.toBeNull();
      await page.getByText(c.notesLocked(family.firstName)).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.close();
    },
  );
});
