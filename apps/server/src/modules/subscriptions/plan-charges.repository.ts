import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { planChargeRefunds, planCharges } from '../../db/schema/index.js';

export type NewPlanCharge = Omit<typeof planCharges.$inferInsert, 'id'>;
export type NewPlanChargeRefund = Omit<typeof planChargeRefunds.$inferInsert, 'id'>;

/** The payments plans took and their refunds, as the club's money figures read them (reporting). */
export function planChargesRepository(db: Db) {
  return {
    /** Records a plan's payment once, by its invoice (its event may come any number of times); answers its id. */
    async recordCharge(charge: NewPlanCharge): Promise<number> {
      await db.insert(planCharges).values(charge).onConflictDoNothing({ target: planCharges.providerInvoiceId });
      const [row] = await db
        .select({ id: planCharges.id })
        .from(planCharges)
        .where(eq(planCharges.providerInvoiceId, charge.providerInvoiceId));
      return row!.id;
    },

    /** Records a refund of a plan's payment once, by the provider's refund. */
    async recordChargeRefund(refund: NewPlanChargeRefund): Promise<void> {
      await db
        .insert(planChargeRefunds)
        .values(refund)
        .onConflictDoNothing({ target: planChargeRefunds.providerRefundId });
    },
  };
}
