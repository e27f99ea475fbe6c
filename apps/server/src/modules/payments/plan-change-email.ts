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

/** An email to the parent about their plan: greeting, what changed, whom to ask, the order's link. */
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
