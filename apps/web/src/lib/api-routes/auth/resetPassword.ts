// Generated from packages/domain/src/api/auth.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { authApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const resetPassword: RouteRef<typeof api.resetPassword> = {
  operationId: 'resetPassword',
  method: 'POST',
  path: '/api/auth/forgot-password-express-check',
  schemas: 'auth',
};
