// Generated from packages/domain/src/api/platform-subscription.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { platformSubscriptionApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  platformPlans: api.platformPlans.response,
  createPlatformPlan: api.createPlatformPlan.response,
  updatePlatformPlan: api.updatePlatformPlan.response,
  platformSubscriptionSettings: api.platformSubscriptionSettings.response,
  platformInvoices: api.platformInvoices.response,
  createCheckoutSession: api.createCheckoutSession.response,
  checkoutSessionDetails: api.checkoutSessionDetails.response,
  subscriptionPoll: api.subscriptionPoll.response,
  changePlatformPlan: api.changePlatformPlan.response,
  cancelPlatformSubscription: api.cancelPlatformSubscription.response,
  createCardSession: api.createCardSession.response,
  applyCardSession: api.applyCardSession.response,
  platformStanding: api.platformStanding.response,
  sandboxCheckoutSession: api.sandboxCheckoutSession.response,
  sandboxCheckoutPay: api.sandboxCheckoutPay.response,
};
