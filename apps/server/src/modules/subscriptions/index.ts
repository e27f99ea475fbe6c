import type { FastifyPluginAsync } from 'fastify';
import type { ModuleJobHandlers } from '../../platform/jobs/app-jobs.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { paymentsDeps } from '../payments/index.js';
import { placesCancelledJob } from './places-cancelled.job.js';
import { planRefundsJob } from './plan-refunds.js';
import { subscriptionEventJob } from './subscription-events.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';
import { subscriptionsRepository } from './subscriptions.repository.js';
import { subscriptionsRoutes } from './subscriptions.routes.js';

/** The subscriptions use cases' dependencies: the payments', and the plans' repository. */
export function subscriptionsDeps(deps: ModuleDeps): SubscriptionsDeps {
  return { ...paymentsDeps(deps), subscriptions: subscriptionsRepository(deps.db) };
}

// What the club's plans (admin-subscriptions) build on.
export type { SubscriptionsDeps } from './subscriptions-deps.js';
export type { StatusTotals } from './subscriptions.repository.js';
export { changePlanAtProvider, type SubscriptionChange } from './plan-changes.js';
export { planCostOf, planDatesOf, planStateOf, storedStatusOf } from './subscription-status.js';
export { providerOptions } from './provider-options.js';
export { runOfPlanProduct } from './plan-products.js';
export { takenBy, unpaidInvoicesOf } from './invoice-payments.js';
export { recordPlanRefund } from './plan-charges.js';

/** Subscriptions (docs/payments.md): a parent's monthly plans, subscribing, paying what is outstanding, renewals. */
export const subscriptionsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  subscriptionsRoutes(app, subscriptionsDeps(deps));
};

export const subscriptionsJobs = (
  deps: ModuleDeps,
): Pick<ModuleJobHandlers, 'subscription-event' | 'plan-refunds' | 'places-cancelled'> => {
  const subscriptions = subscriptionsDeps(deps);
  return {
    'subscription-event': subscriptionEventJob(subscriptions),
    'plan-refunds': planRefundsJob(subscriptions),
    'places-cancelled': placesCancelledJob(subscriptions),
  };
};
