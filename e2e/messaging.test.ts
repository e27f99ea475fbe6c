import { messages } from '@clubroom/domain/messages';
import { localDateOf, smsQuietUntil } from '@clubroom/domain/rules';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe.js';
import { waitForMail } from './support/mailbox.js';
import { DEMO_PASSWORD, demoParentPage, postFromPage } from './support/parent-session.js';
import { DESKTOP, newPage, PHONE } from './support/browser.js';
import { e2eNow } from './support/clock.js';
import { withAppServerAndBrowser } from './support/suite.js';

const app = withAppServerAndBrowser();
const t = messages.messaging;
const b = messages.bookingPages;

/** At 1280 px, the organiser signs in, writes a service message to a term's families and opens its preview. */
async function previewTermMessage(subject: string, body: string) {
  const { page } = await newPage(app.browser, DESKTOP);
  await page.goto(app.server.url('demo', '/api/auth/me'));
  const login = await postFromPage(page, '/api/v4/public/authentication/login-user', {
    email: 'organiser@example.com',
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  await page.goto(app.server.url('demo', '/cms/schedule'));
  await page
    // A term's link (named "… Term 2026"), not a camp's: the camps section may load first.
    .getByRole('link', { name: /^Message families: .* Term \d{4}$/ })
    .first()
    .click();
  await page.getByRole('heading', { name: t.messageFamilies, level: 1 }).waitFor();
  await page.getByRole('radio', { name: t.purpose.service }).check();
  await page.getByRole('textbox', { name: t.subjectLabel }).fill(subject);
  await page.getByRole('textbox', { name: t.bodyLabel, exact: true }).fill(body);
  await page.getByRole('button', { name: t.previewButton }).click();
  await page.getByRole('heading', { name: t.recipientsTitle }).waitFor();
  return page;
}

describe('messaging (issue 24): an organiser messages a class with a preview, a parent reads it in the inbox', () => {
  it('at 390 px: compose, preview (who reads what, who is left out), send, the log, then the inbox marks it read', async () => {
    // The demo parent books Arjun on the free taster class: the family is one of the class's families.
    const parent = await demoParentPage(app.browser, app.server);
    await parent.goto(app.server.url('demo', '/'));
    await parent
      .getByRole('link', { name: /^Book for Family Taster/ })
      .first()
      .click();
    await parent.getByRole('link', { name: `${b.book} Family Taster` }).click();
    await parent.getByRole('radio', { name: 'Arjun Parent' }).check();
    await parent.getByRole('button', { name: b.continue }).click();
    await parent.getByRole('button', { name: b.addToBasket }).click();
    await parent.getByRole('button', { name: b.bookNow }).click();
    await parent.getByText(b.orderStatus.completed, { exact: true }).waitFor();

    const page = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    await page.goto(app.server.url('demo', '/cms/registers'));
    const runId = await page.evaluate(async () => {
      const list = (await (await fetch('/api/v4/registers')).json()) as {
        registers: { runId: number; className: string; childrenCount: number }[];
      };
      return list.registers
        .filter((r) => r.className === 'Family Taster')
        .sort((x, y) => y.childrenCount - x.childrenCount)[0].runId;
    });
    await page.goto(app.server.url('demo', `/cms/register/${runId}`));
    await page.getByRole('link', { name: t.messageFamilies }).click();
    await page.getByRole('heading', { name: t.messageFamilies, level: 1 }).waitFor();

    // Compose: an email and an SMS, with merge fields put in by their buttons.
    await page.getByRole('checkbox', { name: t.channel.sms }).check();
    // An organiser's service SMS may be marked urgent (it would go even in the quiet hours); this one is not.
    expect(await page.getByRole('checkbox', { name: t.urgentLabel }).isChecked()).toBe(false);
    await page.getByRole('textbox', { name: t.subjectLabel }).fill('Taster moved indoors');
    const body = page.getByRole('textbox', { name: t.bodyLabel, exact: true });
    await body.fill('Hi ');
    await page.getByRole('button', { name: t.insertField(t.mergeField.parentFirstName) }).click();
    await body.press('End');
    await body.pressSequentially(', bring trainers for ');
    await page.getByRole('button', { name: t.insertField(t.mergeField.childFirstName) }).click();
    expect(await body.inputValue()).toBe('Hi {{parentFirstName}}, bring trainers for {{childFirstName}}');
    // A PDF attached to the email: uploaded as chosen, judged by its content, listed with a remove button.
    await page.getByLabel(t.attachFile).setInputFiles({
      name: 'Kit list.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% a kit list\n'),
    });
    await page.getByRole('button', { name: t.removeAttachment('Kit list.pdf') }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The preview: one named family's words, the SMS parts, and every recipient with what each channel does.
    await page.getByRole('button', { name: t.previewButton }).click();
    await page.getByRole('heading', { name: t.previewTitle }).waitFor();
    expect(page.url()).toContain('step=preview');
    await page.getByText(/^As .+ will read it$/).waitFor();
    await page
      .getByText(/^Hi \w+, bring trainers for \w+/)
      .first()
      .waitFor();
    await page.getByText(/^SMS: \d+ characters, 1 part \(GSM-7\)$/).waitFor();
    await page.getByText('Kit list.pdf', { exact: true }).waitFor();
    await page.getByText(/^\d+ of the club's 500 SMS a day left today\.$/).waitFor();
    const recipients = page.getByRole('list').filter({ hasText: 'Priya Parent' });
    expect(await recipients.innerText()).toMatch(/Priya Parent · Arjun\s+Email: Sent · SMS: Sent/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t.sendButton }).click();
    await page.getByText(/^Message sent to \d+ families\.$/).waitFor();
    await page.getByRole('link', { name: t.logLink }).click();
    await page.getByRole('heading', { name: t.logTitle, level: 1 }).waitFor();
    await page.getByText('Taster moved indoors').waitFor();
    const entry = page.getByRole('listitem').filter({ hasText: 'Taster moved indoors' });
    expect(await entry.innerText()).toContain('families of Family Taster');
    // The log fills in as the jobs send (sent / delivered / queued / failed / left out): every email and SMS sent, no
    // receipt yet (the dev outbox sends none), none failed, nobody left out. In the quiet hours (the suite's clock may
    // stand there) the SMS wait for the morning: as many queued as emails sent.
    const quiet = smsQuietUntil(e2eNow(), 'Europe/London') !== null;
    await entry.getByText(quiet ? /^([1-9]\d*) \/ 0 \/ \1 \/ 0 \/ 0$/ : /^[1-9]\d* \/ 0 \/ 0 \/ 0 \/ 0$/).waitFor();
    await entry.getByRole('link', { name: 'Kit list.pdf' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();

    // The parent: the account menu counts it unread; the inbox opens it and marks it read.
    await expect
      .poll(
        async () => {
          await parent.goto(app.server.url('demo', '/dashboard/messages'));
          await parent.getByRole('heading', { name: t.inboxTitle, level: 1 }).waitFor();
          return parent.getByRole('button', { name: /Taster moved indoors/ }).count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    // The booking's confirmation email is in the inbox too, unread (the app's own emails reach it as well).
    await parent.getByRole('button', { name: /Your booking with .+ is confirmed/ }).waitFor();
    await parent.getByRole('button', { name: messages.accountMenu.label('Priya') }).click();
    await parent.getByRole('menuitem', { name: t.inboxLink(2) }).waitFor();
    await parent.keyboard.press('Escape');
    const item = parent.getByRole('button', { name: /Taster moved indoors/ });
    expect(await item.innerText()).toContain(t.unread);
    expect(await seriousA11yViolations(parent)).toEqual([]);
    await item.click();
    await parent.getByText('Hi Priya, bring trainers for Arjun').waitFor();
    // The email's attachment, downloaded by its recipient.
    const attachment = parent.getByRole('link', { name: 'Kit list.pdf' });
    const href = await attachment.getAttribute('href');
    const download = await parent.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    }, href ?? '');
    expect(download).toEqual({ status: 200, type: 'application/pdf', text: '%PDF-1.4\n% a kit list\n' });
    await expect.poll(async () => (await item.innerText()).includes(t.unread)).toBe(false);
    await parent.getByRole('button', { name: messages.accountMenu.label('Priya') }).click();
    await parent.getByRole('menuitem', { name: t.inboxLink(1) }).waitFor();
    await parent.close();
  });

  it('at 390 px: a marketing email unsubscribes its reader in one click, with no sign-in', async () => {
    // Priya agrees to marketing; the organiser sends the taster's families (she is one, above) a marketing email.
    const parent = await demoParentPage(app.browser, app.server);
    expect((await postFromPage(parent, '/api/v4/parent/user/marketing-preferences', { optIn: true })).status).toBe(200);
    await parent.close();
    const organiser = await demoParentPage(app.browser, app.server, 'organiser@example.com');
    const runId = await organiser.evaluate(async () => {
      const list = (await (await fetch('/api/v4/registers')).json()) as {
        registers: { runId: number; className: string; childrenCount: number }[];
      };
      return list.registers
        .filter((r) => r.className === 'Family Taster')
        .sort((x, y) => y.childrenCount - x.childrenCount)[0].runId;
    });
    const sent = await postFromPage(organiser, '/api/messaging/send', {
      audience: { kind: 'run', runId },
      purpose: 'marketing',
      channels: ['email'],
      subject: 'Summer camps are open',
      body: 'Hi {{parentFirstName}}, our summer camps are open.',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(sent.status).toBe(200);
    await organiser.close();

    const mail = await waitForMail(app.server.port, 'parent@example.com', /^Summer camps are open$/);
    const link = /https?:\/\/\S+\/unsubscribe\/[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    // Opened from the email in a browser with nobody signed in.
    const { page } = await newPage(app.browser, PHONE);
    await page.goto(app.server.url('demo', new URL(link!).pathname));
    await page.getByRole('heading', { name: t.unsubscribeTitle, level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.unsubscribeButton }).click();
    await page.getByText(/^You are unsubscribed: .+ will send you no more marketing emails\.$/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();

    // The account page says so, and turns the club's marketing SMS off too: each channel on its own.
    const account = await demoParentPage(app.browser, app.server);
    await account.goto(app.server.url('demo', '/dashboard'));
    const emails = account.getByRole('switch', { name: t.clubMarketingEmail });
    const texts = account.getByRole('switch', { name: t.clubMarketingSms });
    // Loaded (the switches are off and disabled until the answer comes).
    await expect.poll(() => texts.getAttribute('aria-checked')).toBe('true');
    expect(await emails.getAttribute('aria-checked')).toBe('false');
    await texts.click();
    await account.getByRole('status').filter({ hasText: messages.account.saved }).waitFor();
    expect(await texts.getAttribute('aria-checked')).toBe('false');
    expect(await emails.getAttribute('aria-checked')).toBe('false');
    expect(await seriousA11yViolations(account)).toEqual([]);
    await account.close();
  });

  it("at 1280 px: an organiser messages a term's families from the schedule admin, through the preview", async () => {
    const page = await previewTermMessage('Half term reminder', 'Hi {{parentFirstName}}, see you at {{venue}}.');
    expect(await page.getByText(/^\d+ by email, 0 by SMS, 0 left out$/).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.sendButton }).click();
    await page.getByText(/^Message sent to \d+ families\.$/).waitFor();
    await page.close();
  });

  it('at 1280 px: an organiser schedules an email for tomorrow, sees it in the log, cancels it and archives it', async () => {
    const page = await previewTermMessage('Pitch change tomorrow', 'Hi {{parentFirstName}}, pitch 2.');

    // Tomorrow at 10:00 on the club's clock (London).
    const tomorrow = localDateOf(Math.floor(e2eNow().getTime() / 1000) + 86_400, 'Europe/London');
    await page.getByLabel(t.sendAtLabel('Europe/London')).fill(`${tomorrow}T10:00`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.scheduleButton }).click();
    await page.getByText(/^Message scheduled for .+ 10:00 am\.$/).waitFor();
    await page.getByRole('link', { name: t.logLink }).click();
    const entry = page.getByRole('listitem').filter({ hasText: 'Pitch change tomorrow' });
    await entry.getByText(/^Scheduled for .+ 10:00 am$/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Cancel asks first; then it is cancelled and can be archived out of the log, into the Archived view.
    await entry.getByRole('button', { name: t.cancelButton }).click();
    const dialog = page.getByRole('dialog', { name: t.cancelConfirmTitle });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t.cancelConfirm }).click();
    await entry.getByText(t.cancelledNote).waitFor();
    await entry.getByRole('button', { name: t.archiveButton }).click();
    await entry.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: t.logViews.archived }).click();
    const archived = page.getByRole('listitem').filter({ hasText: 'Pitch change tomorrow' });
    await archived.getByRole('button', { name: t.restoreButton }).waitFor();
    await archived.getByRole('link', { name: t.recipientsLink }).click();
    await page.getByRole('heading', { name: t.recipientsPageTitle, level: 1 }).waitFor();
    await page.getByText(t.noRecipientsYet).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});
