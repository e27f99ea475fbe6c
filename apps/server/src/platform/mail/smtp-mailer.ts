import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** Sends through an SMTP server named by a URL such as smtp://user:pass@host:587. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
