import type { PlatformPlan } from '@clubroom/domain/api';
import { PaymentProviderError, type SubscriptionPriceData } from '../../platform/payments/index.js';
import type { PlatformSubscriptionDeps } from './platform-subscription-deps.js';

const PREFIX = 'platform_plan_';

/** The provider's product for a plan (prices are given inline, so a plan's new price needs no new product). */
async function productOf(deps: PlatformSubscriptionDeps, plan: { id: number; name: string }): Promise<string> {
  const id = `${PREFIX}${plan.id}`;
  try {
    await deps.provider.products.create({ id, name: `Clubroom: ${plan.name}` });
  } catch (error) {
    if (!(error instanceof PaymentProviderError && error.code === 'resource_already_exists')) throw error;
  }
  return id;
}

/** A plan's price as the provider takes it, inline: its product made the first time. */
export async function priceOfPlan(deps: PlatformSubscriptionDeps, plan: PlatformPlan): Promise<SubscriptionPriceData> {
  return {
    currency: plan.currency,
    product: await productOf(deps, plan),
    unit_amount: plan.amount,
    recurring: { interval: plan.interval },
  };
}

/** One of our plans, named by its product (`platform_plan_<id>`), else null: the provider says which plan it is. */
export async function planOfProduct(
  deps: PlatformSubscriptionDeps,
  product: string | undefined,
): Promise<number | null> {
  const id = product?.startsWith(PREFIX) ? Number(product.slice(PREFIX.length)) : NaN;
  return Number.isSafeInteger(id) ? ((await deps.repo.plan(id))?.id ?? null) : null;
}
