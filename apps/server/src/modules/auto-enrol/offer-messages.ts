import { messages } from '@clubroom/domain/messages';
import { countrySupport, formatLongDate, formatTime, ukMobileToE164 } from '@clubroom/domain/rules';
import type { Outbox } from '../../platform/jobs/outbox.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';
import type { OfferFacts } from './auto-enrol.repository.js';

const texts = messages.autoEnrol;

/** The club's basket page, where the offer's place is held: the one link to accept and pay. */
export const basketLink = (facts: Pick<OfferFacts, 'subdomain'>, publicUrl: URL) =>
  `${publicUrl.protocol}//${facts.subdomain}.${publicUrl.host}/basket`;

const untilOf = (facts: OfferFacts) => {
  const epoch = Math.floor(facts.expiresAt.getTime() / 1000);
  return `${formatTime(epoch, facts.timeZone)} on ${formatLongDate(epoch, facts.timeZone)}`;
};

/**
 * Tells the family of an offer (`reminder`: again, before its deadline): by email, and by SMS where the
 * club's region has SMS, a sender is configured and the parent gave a UK mobile (the SMS job honours opt-outs).
 */
export async function sendOfferMessages(
  outbox: Outbox,
  facts: OfferFacts,
  { publicUrl, smsAvailable, reminder = false }: { publicUrl: URL; smsAvailable: boolean; reminder?: boolean },
) {
  const url = basketLink(facts, publicUrl);
  const until = untilOf(facts);
  const email = texts.email;
  const subject = reminder
    ? texts.reminder.subject(facts.childName, facts.className)
    : email.subject(facts.childName, facts.className);
  const body = reminder
    ? texts.reminder.body(facts.childName, facts.className, until)
    : email.body(facts.childName, facts.className, facts.clubName);
  await outbox.email({
    ...plainTextEmail(
      facts.email,
      subject,
      [
        email.intro(facts.firstName),
        '',
        body,
        messages.bookingEmails.where(facts.venue),
        email.until(until),
        '',
        `${email.button}: ${url}`,
        '',
        email.decline,
      ].join('\n'),
      messages.bookingEmails.signOff(facts.clubName),
    ),
    inbox: { clubId: facts.clubId, userId: facts.parentUserId }, // also in the family's inbox at the club
  });
  const to = facts.mobile ? ukMobileToE164(facts.mobile) : null;
  if (to && smsAvailable && countrySupport(facts.country).supportsSms) {
    await outbox.sms({ to, body: email.sms(facts.clubName, facts.childName, facts.className, until, url) });
  }
}
