import nodemailer from 'nodemailer';
import type { DkimOptions } from './dkim-settings.js';
import type { Mailer } from './mailer.js';

/**
 * Sends through an SMTP server named by a URL such as smtp://user:pass@host:587, each message DKIM-signed when the
 * sending domain's key is configured.
 */
export function smtpMailer(smtpUrl: string, from: string, dkim: DkimOptions | null = null): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...(dkim && { dkim }), ...message });
    },
  };
}
