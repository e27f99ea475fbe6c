import type { RequestOptions } from '../../platform/payments/index.js';
import type { Db } from '../client.js';
import { planCharges } from '../schema/index.js';
import type { SeedPaymentProvider } from './seed-payment-provider.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The payments a seeded plan took (its renewals), recorded as the payments module records a paid invoice's
 * (`recordPlanCharge`): the charge's amount and time and the platform's share, so the demo's Financials and home
 * count them.
 */
export async function seedPlanCharges(
  tx: Tx,
  provider: SeedPaymentProvider['provider'],
  plan: { clubId: number; subscriptionId: number; providerSubscriptionId: string },
  options: RequestOptions,
): Promise<void> {
  const paid = await provider.invoices.list({ subscription: plan.providerSubscriptionId, status: 'paid' }, options);
  for (const invoice of paid.data) {
    const intent = invoice.payment_intent;
    if (invoice.amount_paid === 0 || intent?.status !== 'succeeded' || !intent.latest_charge) continue;
    const charge = await provider.charges.retrieve(intent.latest_charge, options);
    await tx.insert(planCharges).values({
      clubId: plan.clubId,
      subscriptionId: plan.subscriptionId,
      providerInvoiceId: invoice.id,
      amount: charge.amount_captured,
      applicationFee: intent.application_fee_amount ?? 0,
      paidAt: new Date(charge.created * 1000),
    });
  }
}
