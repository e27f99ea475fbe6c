// Generated from packages/domain/src/api/onboarding.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { onboardingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const paymentAccountStatus: RouteRef<typeof api.paymentAccountStatus> = {
  operationId: 'paymentAccountStatus',
  method: 'GET',
  path: '/api/v4/client/account/status',
  signedIn: true,
  schemas: 'onboarding',
};
