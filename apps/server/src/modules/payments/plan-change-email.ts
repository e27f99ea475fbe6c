import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney, formatShortDate } from '@clubroom/domain/rules';
import type { MailMessage } from '../../platform/mail/mailer.js';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';

const texts = messages.subscriptions.planChangeEmail;

export interface PlanChangeFacts {
  email: string;
  firstName: string;
  club: { name: string; currency: string; timeZone: string };
  planName: string;
  /** Minor units a period, before and after. */
  before: number;
  after: number;
  /** When the new amount is first taken (epoch seconds); null when not known (paused). */
  nextPaymentAt: number | null;
  /** The plan's order on the club's site, if it has one. */
  orderUrl: string | null;
}

/** Tells the parent their plan's price changed: from what, to what, and from when. */
export function planChangeEmail(facts: PlanChangeFacts): MailMessage {
  const money = (amount: number) => formatMoney(amount, currencySymbolFor(facts.club.currency));
  return plainTextEmail(
    facts.email,
    texts.subject(facts.club.name),
    [
      texts.greeting(facts.firstName),
      '',
      texts.body(facts.club.name, facts.planName, money(facts.before), money(facts.after)),
      facts.nextPaymentAt === null
        ? texts.whenUnknown
        : texts.when(formatShortDate(facts.nextPaymentAt, facts.club.timeZone)),
      texts.questions(facts.club.name),
      ...(facts.orderUrl ? ['', `${texts.link} ${facts.orderUrl}`] : []),
    ].join('\n'),
  );
}
