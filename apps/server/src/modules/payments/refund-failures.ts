import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { plainTextEmail } from '../../platform/mail/plain-text-email.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { PaymentRow } from './payments.repository.js';

const texts = messages.paymentOutcomes.refundFailingEmail;
/** Failed refunds of one payment before the club and the platform hear of it (once; the tries go on). */
export const REFUND_FAILURES_ALERTED = 5;

/**
 * Reconciliation could not refund a payment still owed one: the failure is counted, and at the fifth
 * the club's finance contacts and the platform's support address are emailed (with the order's staff
 * page) and it is logged, in the same transaction as the count, so the alert goes once.
 */
export async function noteRefundFailure(
  deps: PaymentsDeps,
  club: ResolvedClub,
  payment: PaymentRow,
  error: unknown,
): Promise<void> {
  // Read before the transaction: on the embedded database a read beside it would wait for it.
  const contacts = (await deps.people.financeContactsOf(club.id)).map((c) => c.email);
  await deps.transaction(async (w) => {
    const failures = await w.repo.countRefundFailure(payment.id);
    if (failures !== REFUND_FAILURES_ALERTED) return;
    deps.log.error(
      { err: error, club: club.id, payment: { id: payment.id, orderId: payment.orderId }, failures },
      'a refund owed keeps failing: the club and support are alerted',
    );
    const amount = formatMoney(payment.amount, currencySymbolFor(club.currency));
    const orderPath = pagePath(clubPages.adminOrder, { orderId: payment.orderId });
    const orderUrl = `${deps.publicUrl.protocol}//${club.subdomain}.${deps.publicUrl.host}${orderPath}`;
    const body = [texts.body(amount, failures), texts.action, '', `${texts.link} ${orderUrl}`].join('\n');
    for (const to of new Set([...contacts, deps.supportEmail])) {
      await w.outbox.email(plainTextEmail(to, texts.subject(club.name), body));
    }
  });
}
