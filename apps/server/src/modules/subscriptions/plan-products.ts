import { PaymentProviderError } from '../../platform/payments/index.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';

/** The provider's product a plan run's subscription items name: one per run, on the club's account. */
export const planProductId = (runId: number) => `run_plan_${runId}`;

/** The run a plan product is for; null for a product not named by planProductId. */
export function runOfPlanProduct(productId: string): number | null {
  const match = /^run_plan_(\d+)$/.exec(productId);
  return match ? Number(match[1]) : null;
}

/**
 * Makes each plan run's product on the club's account the first time someone subscribes to it
 * (a price must name an existing product). Its id names the run, so making it again is refused as
 * already there, which is what we want: no key needed, and a renamed class keeps its product.
 */
export async function ensurePlanProducts(
  deps: SubscriptionsDeps,
  account: string,
  items: readonly { runId: number; name: string }[],
): Promise<void> {
  for (const { runId, name } of items) {
    try {
      await deps.provider.products.create(
        { id: planProductId(runId), name, metadata: { runId: String(runId) } },
        { stripeAccount: account },
      );
    } catch (error) {
      if (!(error instanceof PaymentProviderError && error.code === 'resource_already_exists')) throw error;
    }
  }
}
