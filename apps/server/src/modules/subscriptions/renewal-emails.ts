import { clubPages } from '@clubroom/domain/pages';
import { listInWords, messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatDateTime, formatMoney } from '@clubroom/domain/rules';
import type { InvoiceWithPayment } from '../../platform/payments/index.js';
import { emailFromClub } from '../../platform/mail/plain-text-email.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { payerOf } from '../payments/index.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

const words = messages.bookingEmails;

/** What both emails name: the parent, the plan with the places it pays for, the invoice's amount, the account. */
async function renewalFacts(deps: SubscriptionsDeps, club: ResolvedClub, row: SubscriptionRow, invoiceId: string) {
  const { connectedAccountId } = await deps.paymentSetup(club.id);
  const options = { stripeAccount: connectedAccountId ?? undefined };
  const invoice = await deps.provider.invoices.retrieve(invoiceId, options);
  const [payer, places] = await Promise.all([
    payerOf(deps, club, row.userId),
    row.orderId === null ? [] : deps.subscriptions.placesOf([row.orderId]),
  ]);
  const placeWords = places
    .filter((p) => p.confirmed)
    .map((p) => words.planPlace(`${p.childFirstName ?? ''} ${p.childLastName ?? ''}`.trim(), p.className ?? ''));
  const money = (minor: number) => formatMoney(minor, currencySymbolFor(invoice.currency));
  return { options, invoice, payer, placeWords, money };
}

/** A renewal's invoice, still unpaid after its payment failed: a first month's decline is answered on the page instead. */
const failedRenewal = (invoice: InvoiceWithPayment) =>
  invoice.billing_reason === 'subscription_cycle' && invoice.status === 'open' && invoice.amount_due > 0;

/**
 * A plan's renewal payment failed (the provider's `invoice.payment_failed`): the parent is told what was not paid,
 * for which places, and where to pay it or change the card (Update Now: the outstanding payments page). Once per
 * invoice, however often the provider retries it or its event comes.
 */
export async function emailFailedRenewal(
  deps: SubscriptionsDeps,
  club: ResolvedClub,
  row: SubscriptionRow,
  invoiceId: string,
): Promise<void> {
  const { invoice, payer, placeWords, money } = await renewalFacts(deps, club, row, invoiceId);
  if (!failedRenewal(invoice)) return;
  const t = words.planPaymentFailed;
  const email = emailFromClub(payer, club.name, t.subject(club.name), [
    t.body(money(invoice.amount_due), row.planName),
    ...(placeWords.length > 0 ? [t.places(listInWords(placeWords))] : []),
    t.next,
    '',
    `${t.button} ${payer.origin}${clubPages.outstandingPayments.path}`,
  ]);
  await deps.transaction(async (w) => {
    if (await w.repo.recordInvoiceFailure(invoice.id, row.id, deps.clock()))
      await w.outbox.email({ ...email, inbox: { clubId: club.id, userId: row.userId } });
  });
}

/** The card that paid an invoice: 'Visa ending 4242' (null when the provider names none). */
async function cardWords(deps: SubscriptionsDeps, invoice: InvoiceWithPayment, options: { stripeAccount?: string }) {
  const cardId = invoice.payment_intent?.payment_method;
  if (!cardId) return null;
  const { card } = await deps.provider.paymentMethods.retrieve(cardId, options);
  return messages.savedCards.cardName(card.brand, card.last4);
}

/**
 * An invoice whose failure was emailed is paid (`invoice.paid`: the parent paid it on the outstanding payments page,
 * or a retry of the card went through): the receipt says how much, with which card, for which plan. Once per
 * invoice; an invoice that never failed (every month's renewal) is not emailed.
 */
export async function emailRenewalReceipt(
  deps: SubscriptionsDeps,
  club: ResolvedClub,
  row: SubscriptionRow,
  invoiceId: string,
): Promise<void> {
  if (!(await deps.repo.awaitsReceipt(invoiceId))) return;
  const { invoice, payer, placeWords, money, options } = await renewalFacts(deps, club, row, invoiceId);
  if (invoice.status !== 'paid') return;
  const card = await cardWords(deps, invoice, options);
  const t = words.outstandingPaid;
  const now = deps.clock();
  const email = emailFromClub(payer, club.name, t.subject(club.name), [
    t.body(money(invoice.amount_paid), row.planName),
    ...(placeWords.length > 0 ? [words.planPaymentFailed.places(listInWords(placeWords))] : []),
    ...(card ? [t.card(card)] : []),
    t.paidAt(formatDateTime(Math.floor(now.getTime() / 1000), club.timeZone)),
    t.next,
    '',
    `${t.link} ${payer.origin}${clubPages.myPaymentPlans.path}`,
  ]);
  await deps.transaction(async (w) => {
    if (await w.repo.recordInvoiceReceipt(invoice.id, now))
      await w.outbox.email({ ...email, inbox: { clubId: club.id, userId: row.userId } });
  });
}
