// Generated from packages/domain/src/api/registers.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { registersApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const registerCsv: RouteRef<typeof api.registerCsv> = {
  operationId: 'registerCsv',
  method: 'GET',
  path: '/api/v4/registers/run/:runId/export.csv',
  signedIn: true,
};
