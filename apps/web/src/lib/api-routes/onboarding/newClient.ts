// Generated from packages/domain/src/api/onboarding.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { onboardingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const newClient: RouteRef<typeof api.newClient> = {
  operationId: 'newClient',
  method: 'POST',
  path: '/api/new-client',
  signedIn: true,
  schemas: 'onboarding',
};
