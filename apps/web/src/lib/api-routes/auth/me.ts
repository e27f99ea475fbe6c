// Generated from packages/domain/src/api/auth.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { authApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const me: RouteRef<typeof api.me> = { operationId: 'me', method: 'GET', path: '/api/auth/me', schemas: 'auth' };
