import type { PaymentEvent } from '../../platform/jobs/job-catalogue.js';
import type { JobHandler } from '../../platform/jobs/jobs.js';
import type { PaymentsDeps } from './payments-deps.js';
import { noteRefundFailure } from './refund-failures.js';
import { settlePayment } from './settle-payment.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The order's payment a verified provider event names, with its club: null for an intent that is no order's (a
 * subscription's), or an event from another account than the club's.
 */
export async function paymentOfEvent(deps: PaymentsDeps, event: PaymentEvent) {
  const payment = await deps.repo.paymentOfIntent(event.intentId);
  const club = payment && (await deps.clubById(payment.clubId));
  if (!payment || !club) return null;
  const { connectedAccountId } = await deps.paymentSetup(club.id);
  return event.account === connectedAccountId ? { payment, club, account: connectedAccountId } : null;
}

/** A verified provider event about a PaymentIntent: the order's payment it names is settled. */
export const paymentEventJob =
  (deps: PaymentsDeps): JobHandler<'payment-event'> =>
  async ({ data }) => {
    const named = await paymentOfEvent(deps, data);
    if (named) await settlePayment(deps, named.club, named.payment);
  };

/**
 * Payments whose outcome we may have missed — a server that died between the provider's answer and
 * our record, a lost webhook — made in the last day, and every refund still due however old, each
 * quiet for a minute, are settled by asking the provider (a pg-boss schedule runs this every minute).
 * Each is tried; a refund that fails is counted (`noteRefundFailure`: the club and support alerted at
 * the fifth); a failure is reported once the others are done.
 */
export const reconcilePaymentsJob =
  (deps: PaymentsDeps): JobHandler<'reconcile-payments'> =>
  async () => {
    const now = deps.clock().getTime();
    const due = await deps.repo.unsettled(new Date(now - DAY_MS), new Date(now - MINUTE_MS));
    const failures: unknown[] = [];
    for (const payment of due) {
      const club = await deps.clubById(payment.clubId);
      if (!club) continue;
      await settlePayment(deps, club, payment).catch(async (error: unknown) => {
        failures.push(error);
        await noteRefundFailure(deps, club, payment, error);
      });
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} payments could not be settled`);
  };
