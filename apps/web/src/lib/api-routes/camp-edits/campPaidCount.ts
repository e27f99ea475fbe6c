// Generated from packages/domain/src/api/camp-edits.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { campEditsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const campPaidCount: RouteRef<typeof api.campPaidCount> = {
  operationId: 'campPaidCount',
  method: 'GET',
  path: '/api/v4/camps/count/paid',
  signedIn: true,
  schemas: 'camp-edits',
};
