import nodemailer from 'nodemailer';
import type { DkimOptions } from './dkim-settings.js';
import type { Mailer } from './mailer.js';

/**
 * Sends through an SMTP server named by a URL such as smtp://user:pass@host:587, each message DKIM-signed when the
 * sending domain's key is configured. Connections are pooled (nodemailer's: 5 at most, 100 messages each), so a
 * message to 10,000 families does not open 10,000 connections; `?pool=false` on the URL opens one per email.
 */
export function smtpMailer(smtpUrl: string, from: string, dkim: DkimOptions | null = null): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
  return {
    async send(message) {
      await transport.sendMail({ from, ...(dkim && { dkim }), ...message });
    },
    close: () => transport.close(),
  };
}
