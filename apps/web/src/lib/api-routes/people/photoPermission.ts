// Generated from packages/domain/src/api/people.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { peopleApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const photoPermission: RouteRef<typeof api.photoPermission> = {
  operationId: 'photoPermission',
  method: 'POST',
  path: '/api/v4/people/person/photo-permissions',
  signedIn: true,
  schemas: 'people',
};
