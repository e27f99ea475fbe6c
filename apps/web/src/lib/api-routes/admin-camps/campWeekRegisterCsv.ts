// Generated from packages/domain/src/api/admin-camps.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { adminCampsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const campWeekRegisterCsv: RouteRef<typeof api.campWeekRegisterCsv> = {
  operationId: 'campWeekRegisterCsv',
  method: 'GET',
  path: '/api/v4/camps/:campId/week/:weekId/register.csv',
  signedIn: true,
};
