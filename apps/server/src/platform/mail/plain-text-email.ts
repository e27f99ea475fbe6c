import type { MailMessage } from './mailer.js';

/** Every email's one layout: plain text, signed by the team. */
export const plainTextEmail = (to: string, subject: string, body: string): MailMessage => ({
  to,
  subject,
  text: `${body}\n\nThe Clubroom team`,
});
