// Generated from packages/domain/src/api/trophies.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { trophiesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const childTrophies: RouteRef<typeof api.childTrophies> = {
  operationId: 'childTrophies',
  method: 'GET',
  path: '/api/v4/people/child/:personId/trophies',
  signedIn: true,
  schemas: 'trophies',
};
