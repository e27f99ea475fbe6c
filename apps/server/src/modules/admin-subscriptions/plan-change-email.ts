import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney, formatShortDate } from '@clubroom/domain/rules';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';

const texts = messages.subscriptions;

/** Who is told of a change to their plan, by which club, and where the plan's order is. */
export interface PlanFacts {
  email: string;
  firstName: string;
  club: { name: string; currency: string; timeZone: string };
  planName: string;
  /** The plan's order on the club's site, if it has one. */
  orderUrl: string | null;
}

const moneyIn = (facts: PlanFacts) => (amount: number) => formatMoney(amount, currencySymbolFor(facts.club.currency));

/** An email to the parent about their plan: greeting, what changed, whom to ask, the order's link; the club signs. */
function planEmail(facts: PlanFacts, subject: string, changed: string[]): MailMessage {
  const body = texts.planChangeEmail;
  return plainTextEmail(
    facts.email,
    subject,
    [
      body.greeting(facts.firstName),
      '',
      ...changed,
      body.questions(facts.club.name),
      ...(facts.orderUrl ? ['', `${body.link} ${facts.orderUrl}`] : []),
    ].join('\n'),
    messages.bookingEmails.signOff(facts.club.name),
  );
}

/** Tells the parent their plan's price changed: from what, to what, and from when (null: not known, paused). */
export function planChangeEmail(
  facts: PlanFacts & { before: number; after: number; nextPaymentAt: number | null },
): MailMessage {
  const t = texts.planChangeEmail;
  const money = moneyIn(facts);
  return planEmail(facts, t.subject(facts.club.name), [
    t.body(facts.club.name, facts.planName, money(facts.before), money(facts.after)),
    facts.nextPaymentAt === null ? t.whenUnknown : t.when(formatShortDate(facts.nextPaymentAt, facts.club.timeZone)),
  ]);
}

/** Tells the parent their free trial now ends on another day (and the first payment with it), or has ended. */
export function trialChangeEmail(facts: PlanFacts & { amount: number; endsAt: number | 'now' }): MailMessage {
  const t = texts.trialChangeEmail;
  const amount = moneyIn(facts)(facts.amount);
  return planEmail(facts, t.subject(facts.club.name), [
    facts.endsAt === 'now'
      ? t.ended(facts.club.name, facts.planName, amount)
      : t.moved(facts.club.name, facts.planName, formatShortDate(facts.endsAt, facts.club.timeZone), amount),
  ]);
}

/** Tells the parent part or all of a payment their plan took was refunded: how much, of which payment, and why. */
export function chargeRefundEmail(
  facts: PlanFacts & { amount: number; charged: number; paidAt: number; reason: string },
): MailMessage {
  const t = texts.chargeRefundEmail;
  const money = moneyIn(facts);
  return planEmail(facts, t.subject(facts.club.name), [
    t.body(
      facts.club.name,
      money(facts.amount),
      money(facts.charged),
      facts.planName,
      formatShortDate(facts.paidAt, facts.club.timeZone),
    ),
    t.why(facts.reason),
    t.when,
  ]);
}

/** Reminds the parent of a plan not set up to set it up, with the link to its order's payment page. */
export function setupPromptEmail(facts: PlanFacts & { amount: number; payUrl: string }): MailMessage {
  const t = texts.setupPromptEmail;
  return planEmail(facts, t.subject(facts.club.name), [
    t.body(facts.club.name, facts.planName, moneyIn(facts)(facts.amount)),
    '',
    `${t.link} ${facts.payUrl}`,
    '',
  ]);
}

/** Tells the parent their plan was started again, and when its first payment is taken. */
export function planRestartEmail(facts: PlanFacts & { amount: number; firstPaymentAt: number }): MailMessage {
  const t = texts.planRestartEmail;
  return planEmail(facts, t.subject(facts.club.name), [
    t.body(
      facts.club.name,
      facts.planName,
      moneyIn(facts)(facts.amount),
      formatShortDate(facts.firstPaymentAt, facts.club.timeZone),
    ),
    t.cancelHint,
  ]);
}
