// Generated from packages/domain/src/api/auth.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { authApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const logSignUpStep: RouteRef<typeof api.logSignUpStep> = {
  operationId: 'logSignUpStep',
  method: 'POST',
  path: '/api/v4/public/signup/log-sign-up',
  schemas: 'auth',
};
