import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/transaction.js';
import { clubPlatformSubscriptions, clubs, platformPlans } from '../schema/index.js';

const DAY_MS = 86_400_000;

/**
 * The platform's plans for clubs (its managers change them at /api/manage/platform-plans): a monthly one, the
 * default, and a free one where the club pays only the per-booking fee. The demo club's subscription
 * (`sub_sandbox_demo`, set up before Clubroom kept checkouts) is on the monthly plan, paid to a month from now.
 */
export async function seedPlatformPlans(tx: Tx, now: Date): Promise<void> {
  const [monthly] = await tx
    .insert(platformPlans)
    .values([
      {
        name: 'Clubroom Monthly',
        description: 'Everything Clubroom does, with a lower per-booking fee.',
        amount: 2900,
        interval: 'month',
        graceDays: 14,
        isDefault: true,
      },
      {
        name: 'Pay as you go',
        description: 'No monthly price: the per-booking fee only.',
        amount: 0,
        interval: 'month',
        graceDays: 14,
      },
    ])
    .returning({ id: platformPlans.id });
  const [demo] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.subdomain, 'demo'));
  if (!demo) return;
  await tx.insert(clubPlatformSubscriptions).values({
    clubId: demo.id,
    planId: monthly.id,
    providerSubscriptionId: 'sub_sandbox_demo',
    providerCustomerId: 'cus_sandbox_demo',
    status: 'active',
    currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
    cardBrand: 'visa',
    cardLast4: '4242',
    cardExpMonth: 12,
    cardExpYear: now.getUTCFullYear() + 3,
  });
}
