// Generated from packages/domain/src/api/trophies.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { trophiesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const updateTrophy: RouteRef<typeof api.updateTrophy> = {
  operationId: 'updateTrophy',
  method: 'POST',
  path: '/api/v4/trophies/:trophyId/update',
  signedIn: true,
  schemas: 'trophies',
};
