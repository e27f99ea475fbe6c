import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../test-support/smtp-capture.js';
import { createTestApp } from '../../test-support/test-app.js';
import { testDrivers } from '../../test-support/test-database.js';
import { smtpMailer } from './smtp-mailer.js';

const pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const DKIM = { domainName: 'clubs.example', keySelector: 'mail2026', privateKey: pem };
const mail = { to: 'sam@example.com', subject: 'Kit change', text: 'Bring trainers.' };

describe('the SMTP mailer, DKIM', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  it("signs each message with the sending domain's key under its selector", async () => {
    await smtpMailer(smtp.url, 'Clubroom <no-reply@clubs.example>', DKIM).send(mail);
    const signature = smtp.latestTo(mail.to)?.headers?.['dkim-signature'] ?? '';
    expect(signature).toMatch(/\bd=clubs\.example;/);
    expect(signature).toMatch(/\bs=mail2026;/);
    expect(signature).toMatch(/\ba=rsa-sha256;/);
    expect(signature).toMatch(/\bb=[A-Za-z0-9+/=\s]{100,}/);
  });

  it('signs nothing without a key', async () => {
    await smtpMailer(smtp.url, 'Clubroom <no-reply@clubs.example>').send({ ...mail, to: 'unsigned@example.com' });
    const headers = smtp.latestTo('unsigned@example.com')?.headers ?? {};
    expect(headers).toHaveProperty('subject', 'Kit change');
    expect(headers).not.toHaveProperty('dkim-signature');
  });
});

describe.each(testDrivers)("the app's mailer with DKIM configured, on %s", (driver) => {
  it('sends its emails signed', async () => {
    const t = await createTestApp(driver, {
      smtp: true,
      env: { DKIM_DOMAIN: 'clubs.example', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: pem },
    });
    try {
      await t.app.mailer.send(mail);
      expect((await t.latestMail(mail.to))?.headers?.['dkim-signature']).toMatch(/\bd=clubs\.example;.*\bs=mail2026;/s);
    } finally {
      await t.close();
    }
  });
});
