// Generated from packages/domain/src/api/platform.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { platformApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const timeZones: RouteRef<typeof api.timeZones> = {
  operationId: 'timeZones',
  method: 'GET',
  path: '/api/timezones',
  schemas: 'platform',
};
