// Generated from packages/domain/src/api/trophies.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { trophiesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const awardTrophy: RouteRef<typeof api.awardTrophy> = {
  operationId: 'awardTrophy',
  method: 'POST',
  path: '/api/v4/registers/run/:runId/trophies/award',
  signedIn: true,
  schemas: 'trophies',
};
