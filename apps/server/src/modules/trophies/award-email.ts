import { messages } from '@clubroom/domain/messages';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';

const email = messages.trophies.email;

/** A family's email for an award, with the child's page (their trophies and the certificate); signed by the club. */
export function awardEmail(
  to: string,
  facts: {
    parentFirstName: string;
    childFirstName: string;
    trophyName: string;
    activity: string;
    clubName: string;
    childUrl: string;
  },
): MailMessage {
  return plainTextEmail(
    to,
    email.subject(facts.childFirstName, facts.trophyName),
    [
      email.intro(facts.parentFirstName),
      '',
      email.body(facts.childFirstName, facts.trophyName, facts.activity, facts.clubName),
      '',
      `${email.link}: ${facts.childUrl}`,
    ].join('\n'),
    messages.bookingEmails.signOff(facts.clubName),
  );
}
