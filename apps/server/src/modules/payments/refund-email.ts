import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';

const texts = messages.paymentOutcomes.refundEmail;

export interface RefundFacts {
  to: string;
  firstName: string;
  clubName: string;
  amount: number;
  currency: string;
  reason: string;
  /** The order's page on the club's site. */
  orderUrl: string;
}

/** Tells the parent money is on its way back: how much, why, and when to expect it. */
export function refundEmail(facts: RefundFacts): MailMessage {
  const amount = formatMoney(facts.amount, currencySymbolFor(facts.currency));
  return plainTextEmail(
    facts.to,
    texts.subject(facts.clubName),
    [
      texts.greeting(facts.firstName),
      '',
      texts.body(amount, facts.clubName),
      texts.reason(facts.reason),
      texts.timing,
      '',
      `${texts.link} ${facts.orderUrl}`,
    ].join('\n'),
  );
}
