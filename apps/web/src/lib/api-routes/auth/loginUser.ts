// Generated from packages/domain/src/api/auth.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { authApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const loginUser: RouteRef<typeof api.loginUser> = {
  operationId: 'loginUser',
  method: 'POST',
  path: '/api/v4/public/authentication/login-user',
  schemas: 'auth',
};
