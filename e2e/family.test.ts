import { messages } from '@clubroom/domain/messages';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { demoParentPage } from './support/parent-session.js';
import { withAppServerAndBrowser } from './support/suite.js';

const t = messages.family;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const app = withAppServerAndBrowser();

const parentPage = () => demoParentPage(app.browser, app.server);

describe("a parent's children, on a phone", () => {
  it('adds a child with an emergency contact and a photo permission, uploads a photo, edits and removes the child', async () => {
    const page = await parentPage();
    await page.goto(app.server.url('demo', '/dashboard'));
    await page.getByRole('heading', { name: messages.account.title }).waitFor();
    await page.getByRole('link', { name: t.addChild }).click();
    await page.getByRole('heading', { name: t.addChildTitle, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/children/add');

    // Nothing filled in: each field says what it needs, and the photo question is compulsory.
    const form = page.getByRole('form', { name: t.addChild });
    await form.getByRole('button', { name: t.addChild }).click();
    // Each field's own message (the error summary above links to each of them).
    const fieldSays = (message: string) => form.locator('p').filter({ hasText: message }).waitFor();
    await fieldSays(t.firstNameRequired);
    await fieldSays(t.dateOfBirthRequired);
    await fieldSays(t.contactPhoneInvalid);
    await fieldSays(messages.permissions.photoRequired);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel(t.firstName).fill('Zara');
    await page.getByLabel(t.lastName).fill('Parent');
    await page.getByLabel(t.dateOfBirth).fill('2018-11-30');
    await page.getByLabel(t.optional(t.gender)).selectOption('female');
    await page.getByLabel(t.contactName, { exact: true }).fill('Ravi Parent');
    await page.getByLabel(t.contactRelation, { exact: true }).fill('Father');
    await page.getByLabel(t.contactPhone, { exact: true }).fill('07700 900456');
    // A health note needs the special-category consent: the box appears, and must be ticked.
    await page.getByLabel(t.optional(t.allergyNotes)).fill('Peanuts');
    const consent = page.getByLabel(t.specialCategoryConsent);
    await consent.waitFor();
    const photoQuestion = page.getByLabel(messages.permissions.photoQuestion);
    expect(await photoQuestion.locator('option').first().innerText()).toBe(messages.permissions.pleaseSelect);
    await photoQuestion.selectOption('1');
    await form.getByRole('button', { name: t.addChild }).click();
    await fieldSays(t.consentNeeded);
    await consent.check();
    await form.getByRole('button', { name: t.addChild }).click();

    // The child's page: details, notes, contact and this club's photo answer.
    await page.getByRole('heading', { name: 'Zara Parent', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/dashboard\/children\/\d+$/);
    await page.getByText('Peanuts').waitFor();
    await page.getByText('Year 3').waitFor();
    expect(await page.getByTestId('emergency-contacts').innerText()).toContain('Ravi Parent (Father)');
    await expect.poll(() => page.getByTestId('photo-permission-answer').innerText()).toBe(t.photoPermissionYes);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A photo, shown once uploaded; a file that is not an image is refused on the page.
    await page
      .getByLabel(t.choosePhoto)
      .setInputFiles({ name: 'zara.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await page.getByRole('alert').getByText(t.photoWrongType).waitFor();
    await page.getByLabel(t.choosePhoto).setInputFiles({ name: 'zara.png', mimeType: 'image/png', buffer: PNG });
    const photo = page.getByRole('img', { name: t.photoOf('Zara Parent') });
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // The photo answer changes to No.
    await page.getByLabel(messages.permissions.photoQuestion).selectOption('0');
    await page.getByRole('button', { name: t.save }).click();
    await expect.poll(() => page.getByTestId('photo-permission-answer').innerText()).toBe(t.photoPermissionNo);

    // Edit: a new first name, back on the child's page.
    await page.getByRole('link', { name: t.editChild }).click();
    await page.getByRole('heading', { name: t.editChildTitle('Zara'), level: 1 }).waitFor();
    expect(await page.getByLabel(t.optional(t.allergyNotes)).inputValue()).toBe('Peanuts');
    await page.getByLabel(t.firstName).fill('Zahra');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('heading', { name: 'Zahra Parent', level: 1 }).waitFor();

    // Remove, after saying yes to the question; cancelling first keeps the child.
    await page.getByRole('button', { name: t.removeChild }).click();
    const dialog = page.getByRole('dialog', { name: t.confirmRemove('Zahra') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: t.removeChild }).click();
    await dialog.getByRole('button', { name: t.removeChild }).click();
    await page.getByRole('heading', { name: messages.account.title }).waitFor();
    const children = page.getByTestId('children').getByRole('listitem');
    await children.first().waitFor();
    await expect
      .poll(() => children.allInnerTexts())
      .toEqual([expect.stringContaining('Arjun Parent'), expect.stringContaining('Maya Parent')]);
    await page.close();
  });
});
