import type { OrderLineView, OrderResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, firstPlanChargeAt, formatLongDate, formatMoney } from '@clubroom/domain/rules';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';
import { placeKey, whereAndWhen, type VenuesByPlace } from './place-words.js';

const texts = messages.booking.confirmation;
const words = messages.bookingEmails;

export interface ConfirmationFacts {
  to: string;
  firstName: string;
  clubName: string;
  timeZone: string;
  /** The order page on the club's site. */
  orderUrl: string;
  /** My payment plans on the club's site, where a monthly plan is cancelled. */
  plansUrl: string;
  /** Where each run and camp of the order meets. */
  venues: VenuesByPlace;
  /** When the order was booked (epoch seconds): a monthly plan's free days count from then. */
  bookedAt: number;
}

/** A monthly plan's first payment (its date and amount) and how to cancel it. */
function planTerms(line: OrderLineView, facts: ConfirmationFacts, money: (minor: number) => string): string[] {
  if (!line.monthlyPlan) return [];
  const { price } = line.monthlyPlan;
  const firstCharge = formatLongDate(
    firstPlanChargeAt(facts.bookedAt, line.monthlyPlan, facts.timeZone),
    facts.timeZone,
  );
  return [`    ${words.planFirstCharge(money(price), firstCharge)}`, `    ${words.planCancel(facts.plansUrl)}`];
}

/**
 * The booking confirmation: every line of the order (child, class, amount) with where (the venue and its address)
 * and when (each session's day and time, the first few), a monthly plan's first payment and how to cancel it, the
 * fee passed on as its own line, the total paid (the payment page's and the charge's), a link to the order, and the
 * club's name to sign it.
 */
export function confirmationEmail(order: OrderResponse, facts: ConfirmationFacts): MailMessage {
  const symbol = currencySymbolFor(order.currency);
  const money = (minor: number) => formatMoney(minor, symbol);
  const lines = order.lines.flatMap((line) => {
    const who = line.childName ? ` (${line.childName})` : '';
    const free = line.monthlyPlan?.trialDays ? ` (${messages.booking.freeDays(line.monthlyPlan.trialDays)})` : '';
    const place = line.runId !== null || line.campId !== null ? facts.venues.get(placeKey(line)) : undefined;
    return [
      `- ${line.description}${who}: ${messages.booking.lineAmount(line, money)}${free}`,
      ...whereAndWhen(place, line.dates, facts.timeZone),
      ...planTerms(line, facts, money),
    ];
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
      ...(order.creditApplied > 0 ? [`- ${messages.credit.line}: ${money(-order.creditApplied)}`] : []),
      ...(order.passingOnFee > 0 ? [`- ${messages.paymentOutcomes.platformFee}: ${money(order.passingOnFee)}`] : []),
      '',
      `${texts.total}: ${money(order.totalToPay)}`,
      '',
      texts.link,
      facts.orderUrl,
    ].join('\n'),
    words.signOff(facts.clubName),
  );
}
