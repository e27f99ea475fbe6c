// Generated from packages/domain/src/api/onboarding.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { onboardingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const connectAccountUrl: RouteRef<typeof api.connectAccountUrl> = {
  operationId: 'connectAccountUrl',
  method: 'POST',
  path: '/api/v4/client/connect-account-url',
  signedIn: true,
  schemas: 'onboarding',
};
