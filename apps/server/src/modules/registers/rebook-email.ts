import { messages } from '@clubroom/domain/messages';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';

const email = messages.registers.rebookEmail;

/** A parent's rebooked places, held in their pending order, with the link to pay it; signed by the club. */
export function rebookEmail(
  to: string,
  facts: { firstName: string; clubName: string; places: string[]; total: string; payUrl: string },
): MailMessage {
  return plainTextEmail(
    to,
    email.subject(facts.clubName),
    [
      email.intro(facts.firstName),
      '',
      email.body(facts.clubName, facts.places.join(', '), facts.total),
      '',
      `${email.button}: ${facts.payUrl}`,
    ].join('\n'),
    messages.bookingEmails.signOff(facts.clubName),
  );
}
