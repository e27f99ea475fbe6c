import type { JobHandler } from '../../platform/jobs/jobs.js';
import { payerOf } from './payers.js';
import type { PaymentsDeps } from './payments-deps.js';
import { refundEmail } from './refund-email.js';

/**
 * Emails the parent every refund of a payment not yet emailed, as one email, and marks them emailed in the same
 * transaction: a later job for the payment (a refund made while this one waited) finds nothing and sends nothing.
 */
export const refundEmailJob =
  (deps: PaymentsDeps): JobHandler<'refund-email'> =>
  async ({ data }) => {
    const [payment, club] = await Promise.all([deps.repo.paymentById(data.paymentId), deps.clubById(data.clubId)]);
    if (!payment || !club || payment.clubId !== club.id) return;
    const payer = await payerOf(deps, club, payment.parentUserId);
    await deps.transaction(async (w) => {
      const refunds = await w.repo.refundsToEmail(payment.id);
      if (refunds.length === 0) return;
      await w.outbox.email({
        ...refundEmail({
          to: payer.email,
          firstName: payer.firstName,
          clubName: club.name,
          currency: payment.currency,
          refunds,
          orderUrl: `${payer.origin}/order/${data.orderUuid}`,
        }),
        inbox: { clubId: club.id, userId: payment.parentUserId }, // also in the parent's inbox at the club
      });
      await w.repo.markRefundsEmailed(
        refunds.map((refund) => refund.id),
        deps.clock(),
      );
    });
  };
