// Generated from packages/domain/src/api/platform-subscription.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { platformPlans } from './platformPlans';
export { createPlatformPlan } from './createPlatformPlan';
export { updatePlatformPlan } from './updatePlatformPlan';
export { platformSubscriptionSettings } from './platformSubscriptionSettings';
export { platformInvoices } from './platformInvoices';
export { createCheckoutSession } from './createCheckoutSession';
export { checkoutSessionDetails } from './checkoutSessionDetails';
export { subscriptionPoll } from './subscriptionPoll';
export { changePlatformPlan } from './changePlatformPlan';
export { cancelPlatformSubscription } from './cancelPlatformSubscription';
export { createCardSession } from './createCardSession';
export { applyCardSession } from './applyCardSession';
export { platformStanding } from './platformStanding';
export { sandboxCheckoutSession } from './sandboxCheckoutSession';
export { sandboxCheckoutPay } from './sandboxCheckoutPay';
