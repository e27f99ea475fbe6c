import { messages } from '@clubroom/domain/messages';
import { formatLongDate, formatTime } from '@clubroom/domain/rules';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';

const texts = messages.waitingList.offerEmail;

export interface OfferFacts {
  email: string;
  firstName: string;
  childName: string;
  className: string;
  clubName: string;
  timeZone: string;
  /** Where the class meets. */
  venue: { name: string; address: string; postcode: string };
  expiresAt: Date;
  /** The basket page on the club's site, where the place is held. */
  basketUrl: string;
}

/** The offer of a freed place to a waiting-list family: what, where, until when, and the link to book it. */
export function offerEmail(facts: OfferFacts): MailMessage {
  const epoch = Math.floor(facts.expiresAt.getTime() / 1000);
  const until = `${formatTime(epoch, facts.timeZone)} on ${formatLongDate(epoch, facts.timeZone)}`;
  return plainTextEmail(
    facts.email,
    texts.subject(facts.childName, facts.className),
    [
      texts.intro(facts.firstName),
      '',
      texts.body(facts.childName, facts.className, facts.clubName),
      messages.bookingEmails.where(facts.venue),
      texts.until(until),
      '',
      `${texts.button}: ${facts.basketUrl}`,
      '',
      texts.decline,
    ].join('\n'),
    messages.bookingEmails.signOff(facts.clubName),
  );
}
