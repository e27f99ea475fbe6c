// Generated from packages/domain/src/api/trophies.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { trophiesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const removeTrophyImage: RouteRef<typeof api.removeTrophyImage> = {
  operationId: 'removeTrophyImage',
  method: 'POST',
  path: '/api/v4/trophies/:trophyId/image/remove',
  signedIn: true,
  schemas: 'trophies',
};
