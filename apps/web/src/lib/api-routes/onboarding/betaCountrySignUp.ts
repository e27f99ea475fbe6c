// Generated from packages/domain/src/api/onboarding.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { onboardingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const betaCountrySignUp: RouteRef<typeof api.betaCountrySignUp> = {
  operationId: 'betaCountrySignUp',
  method: 'POST',
  path: '/api/beta-country-sign-up',
  schemas: 'onboarding',
};
