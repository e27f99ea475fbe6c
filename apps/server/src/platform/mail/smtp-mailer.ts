import type { Transporter } from 'nodemailer';
import type { DkimOptions } from './dkim-settings.js';
import type { Mailer } from './mailer.js';

/**
 * Sends through an SMTP server named by a URL such as smtp://user:pass@host:587, each message DKIM-signed when the
 * sending domain's key is configured. Connections are pooled (nodemailer's: 5 at most, 100 messages each), so a
 * message to 10,000 families does not open 10,000 connections; `?pool=false` on the URL opens one per email.
 */
export function smtpMailer(smtpUrl: string, from: string, dkim: DkimOptions | null = null): Mailer {
  // nodemailer is loaded with the first email, not with every server's start (~50 ms of a start's CPU).
  let transport: Promise<Transporter> | undefined;
  const transportNow = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, pool: true }),
    ));
  return {
    async send(message) {
      await (await transportNow()).sendMail({ from, ...(dkim && { dkim }), ...message });
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}
