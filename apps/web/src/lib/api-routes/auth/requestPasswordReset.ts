// Generated from packages/domain/src/api/auth.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { authApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const requestPasswordReset: RouteRef<typeof api.requestPasswordReset> = {
  operationId: 'requestPasswordReset',
  method: 'POST',
  path: '/api/auth/forgot-password-express',
  botCheck: true,
  schemas: 'auth',
};
