// Generated from packages/domain/src/api/platform-subscription.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { platformSubscriptionApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const sandboxCheckoutPay: RouteRef<typeof api.sandboxCheckoutPay> = {
  operationId: 'sandboxCheckoutPay',
  method: 'POST',
  path: '/sandbox/checkout/sessions/:checkoutSession/pay',
  signedIn: true,
  schemas: 'platform-subscription',
};
