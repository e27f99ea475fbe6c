// Generated from packages/domain/src/api/people.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { peopleApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const updatePhotoPermission: RouteRef<typeof api.updatePhotoPermission> = {
  operationId: 'updatePhotoPermission',
  method: 'POST',
  path: '/api/v4/people/person/update-photo-permissions',
  signedIn: true,
  schemas: 'people',
};
