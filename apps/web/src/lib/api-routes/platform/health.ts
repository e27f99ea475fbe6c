// Generated from packages/domain/src/api/platform.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { platformApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const health: RouteRef<typeof api.health> = {
  operationId: 'health',
  method: 'GET',
  path: '/health',
  schemas: 'platform',
};
