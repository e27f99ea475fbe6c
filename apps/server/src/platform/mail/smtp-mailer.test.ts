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
    const mailer = smtpMailer(smtp.url, 'Clubroom <no-reply@clubs.example>', DKIM);
    await mailer.send(mail);
    mailer.close?.();
    const signature = smtp.latestTo(mail.to)?.headers?.['dkim-signature'] ?? '';
    expect(signature).toMatch(/\bd=clubs\.example;/);
    expect(signature).toMatch(/\bs=mail2026;/);
    expect(signature).toMatch(/\ba=rsa-sha256;/);
    expect(signature).toMatch(/\bb=[A-Za-z0-9+/=\s]{100,}/);
  });

  it('signs nothing without a key', async () => {
    const mailer = smtpMailer(smtp.url, 'Clubroom <no-reply@clubs.example>');
    await mailer.send({ ...mail, to: 'unsigned@example.com' });
    mailer.close?.();
    const headers = smtp.latestTo('unsigned@example.com')?.headers ?? {};
    expect(headers).toHaveProperty('subject', 'Kit change');
    expect(headers).not.toHaveProperty('dkim-signature');
  });
});

describe('the SMTP mailer, connections', () => {
  it('keeps its connections for the next emails: 20 emails, 5 at a time, over at most 5 connections', async () => {
    const smtp = await startSmtpCapture();
    const mailer = smtpMailer(smtp.url, 'Clubroom <no-reply@clubs.example>');
    try {
      const to = Array.from({ length: 20 }, (_, i) => `family${i}@example.com`);
      for (let i = 0; i < to.length; i += 5) {
        await Promise.all(to.slice(i, i + 5).map((address) => mailer.send({ ...mail, to: address })));
      }
      expect(smtp.messages.map((m) => m.to).sort()).toEqual([...to].sort());
      expect(smtp.connections()).toBeLessThanOrEqual(5);
    } finally {
      mailer.close?.();
      await smtp.close();
    }
  });

  it('opens one connection per email when the URL says ?pool=false', async () => {
    const smtp = await startSmtpCapture();
    const mailer = smtpMailer(`${smtp.url}?pool=false`, 'Clubroom <no-reply@clubs.example>');
    try {
      for (const i of [1, 2, 3]) await mailer.send({ ...mail, to: `single${i}@example.com` });
      expect(smtp.connections()).toBe(3);
    } finally {
      mailer.close?.();
      await smtp.close();
    }
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
