import { messages } from '@clubroom/domain/messages';
import type { MailMessage } from './mailer.js';

/**
 * Every email's one layout: plain text, signed by the team, or by a club for what is between it and a family
 * (`signature`: its sign-off, 'Thank you,\nRiverside Sports').
 */
export const plainTextEmail = (
  to: string,
  subject: string,
  body: string,
  signature = 'The Clubroom team',
): MailMessage => ({
  to,
  subject,
  text: `${body}\n\n${signature}`,
});

/** An email from a club to one of its families: the greeting by first name, the lines, the club's sign-off. */
export const emailFromClub = (
  to: { email: string; firstName: string },
  clubName: string,
  subject: string,
  lines: string[],
): MailMessage =>
  plainTextEmail(
    to.email,
    subject,
    [messages.bookingEmails.greeting(to.firstName), '', ...lines].join('\n'),
    messages.bookingEmails.signOff(clubName),
  );
