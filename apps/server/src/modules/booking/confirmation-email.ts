import type { OrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatLongDate, formatMoney } from '@clubroom/domain/rules';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';

const texts = messages.booking.confirmation;

export interface ConfirmationFacts {
  to: string;
  firstName: string;
  clubName: string;
  timeZone: string;
  /** The order page on the club's site. */
  orderUrl: string;
}

/**
 * The booking confirmation: every line of the order (child, dates, amount), the fee passed on as its own line,
 * the total paid (the payment page's and the charge's), and a link to the order.
 */
export function confirmationEmail(order: OrderResponse, facts: ConfirmationFacts): MailMessage {
  const symbol = currencySymbolFor(order.currency);
  const lines = order.lines.map((line) => {
    const who = line.childName ? ` (${line.childName})` : '';
    const dates =
      line.dates.length > 0 ? `\n    ${line.dates.map((d) => formatLongDate(d, facts.timeZone)).join(', ')}` : '';
    const free = line.monthlyPlan?.trialDays ? ` (${messages.booking.freeDays(line.monthlyPlan.trialDays)})` : '';
    return `- ${line.description}${who}: ${messages.booking.lineAmount(line, (minor) => formatMoney(minor, symbol))}${free}${dates}`;
  });
  return plainTextEmail(
    facts.to,
    texts.subject(facts.clubName),
    [
      texts.greeting(facts.firstName),
      '',
      texts.intro(facts.clubName),
      '',
      ...lines,
      ...(order.passingOnFee > 0
        ? [`- ${messages.paymentOutcomes.platformFee}: ${formatMoney(order.passingOnFee, symbol)}`]
        : []),
      '',
      `${texts.total}: ${formatMoney(order.totalToPay, symbol)}`,
      '',
      texts.link,
      facts.orderUrl,
    ].join('\n'),
  );
}
