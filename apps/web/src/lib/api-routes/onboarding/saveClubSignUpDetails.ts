// Generated from packages/domain/src/api/onboarding.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { onboardingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const saveClubSignUpDetails: RouteRef<typeof api.saveClubSignUpDetails> = {
  operationId: 'saveClubSignUpDetails',
  method: 'POST',
  path: '/api/client/sign-up/details',
  signedIn: true,
  schemas: 'onboarding',
};
