// Generated from packages/domain/src/api/onboarding.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { onboardingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const subdomainStatusCheck: RouteRef<typeof api.subdomainStatusCheck> = {
  operationId: 'subdomainStatusCheck',
  method: 'POST',
  path: '/api/subdomain-status-check',
  signedIn: true,
  schemas: 'onboarding',
};
