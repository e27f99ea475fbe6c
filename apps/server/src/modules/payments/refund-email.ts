import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';

const texts = messages.paymentOutcomes.refundEmail;
const words = messages.bookingEmails;

export interface RefundFacts {
  to: string;
  firstName: string;
  clubName: string;
  currency: string;
  /** Each refund made since the last email, oldest first: how much, and why in the parent's words. */
  refunds: { amount: number; reason: string }[];
  /** The order's page on the club's site. */
  orderUrl: string;
}

/** Tells the parent money is on its way back: how much in all, each refund and why, when to expect it; the club signs. */
export function refundEmail(facts: RefundFacts): MailMessage {
  const money = (minor: number) => formatMoney(minor, currencySymbolFor(facts.currency));
  const total = money(facts.refunds.reduce((sum, refund) => sum + refund.amount, 0));
  const each =
    facts.refunds.length === 1
      ? [texts.body(total, facts.clubName), texts.reason(facts.refunds[0].reason)]
      : [
          words.refunds.body(total, facts.clubName),
          ...facts.refunds.map((refund) => words.refunds.line(money(refund.amount), refund.reason)),
        ];
  return plainTextEmail(
    facts.to,
    texts.subject(facts.clubName),
    [texts.greeting(facts.firstName), '', ...each, texts.timing, '', `${texts.link} ${facts.orderUrl}`].join('\n'),
    words.signOff(facts.clubName),
  );
}
