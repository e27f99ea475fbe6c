// Generated from packages/domain/src/api/auth.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { authApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const restLogin: RouteRef<typeof api.restLogin> = {
  operationId: 'restLogin',
  method: 'POST',
  path: '/rest/v1/authentication/login',
  schemas: 'auth',
};
