// Generated from packages/domain/src/api/open-data.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { openDataApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const openDataSessions: RouteRef<typeof api.openDataSessions> = {
  operationId: 'openDataSessions',
  method: 'GET',
  path: '/api/v4/public/open-data/scheduled-sessions',
  schemas: 'open-data',
};
