// Generated from packages/domain/src/api/people.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { peopleApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const parentChildren: RouteRef<typeof api.parentChildren> = {
  operationId: 'parentChildren',
  method: 'GET',
  path: '/api/v4/people/parent/children',
  signedIn: true,
  schemas: 'people',
};
