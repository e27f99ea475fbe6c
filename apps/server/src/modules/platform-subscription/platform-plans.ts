import type { PlatformPlan, PlatformPlanBody } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { PlatformSubscriptionDeps } from './platform-subscription-deps.js';
import type { NewPlan } from './platform-subscription.repository.js';

/** The plans the platform managers define (withdrawn ones too, for their console). */
export const listPlatformPlans = async (deps: PlatformSubscriptionDeps) => ({ plans: await deps.repo.plans(false) });

/** A new plan, or a plan changed (a club already subscribed keeps the price it subscribed at). */
export async function savePlatformPlan(
  deps: PlatformSubscriptionDeps,
  body: PlatformPlanBody,
  planId?: number,
): Promise<PlatformPlan> {
  const plan = body as NewPlan; // the schema's defaults are applied: every field is present
  const saved = await deps.transaction(({ repo }) => repo.savePlan(plan, planId));
  if (!saved) throw notFound('Plan');
  return saved;
}
