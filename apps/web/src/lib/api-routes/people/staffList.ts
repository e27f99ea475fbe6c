// Generated from packages/domain/src/api/people.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { peopleApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const staffList: RouteRef<typeof api.staffList> = {
  operationId: 'staffList',
  method: 'GET',
  path: '/api/v4/client/staff',
  signedIn: true,
  schemas: 'people',
};
