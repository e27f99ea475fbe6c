import { messages } from '@clubroom/domain/messages';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';

const texts = messages.adminBookings;
/** Emails between a club and a family are signed by the club. */
const signOff = messages.bookingEmails.signOff;

/** An invitation to book a run: the link opens the run's booking page on the club's site. */
export function inviteEmail(to: string, facts: { className: string; clubName: string; bookUrl: string }): MailMessage {
  const { inviteEmail: email } = texts;
  return plainTextEmail(
    to,
    email.subject(facts.className, facts.clubName),
    [email.intro, '', email.body(facts.className, facts.clubName), '', `${email.button}: ${facts.bookUrl}`].join('\n'),
    signOff(facts.clubName),
  );
}

/** The order the club made for the parent, with the link to pay it (as an invoice's). */
export function orderToPayEmail(
  to: string,
  facts: { firstName: string; childName: string; className: string; clubName: string; total: string; orderUrl: string },
): MailMessage {
  const { orderEmail: email } = texts;
  return plainTextEmail(
    to,
    email.subject(facts.clubName),
    [
      email.intro(facts.firstName),
      '',
      email.body(facts.clubName, facts.childName, facts.className, facts.total),
      '',
      `${email.button}: ${facts.orderUrl}`,
    ].join('\n'),
    signOff(facts.clubName),
  );
}
