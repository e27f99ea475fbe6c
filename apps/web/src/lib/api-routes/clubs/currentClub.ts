// Generated from packages/domain/src/api/clubs.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { clubsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const currentClub: RouteRef<typeof api.currentClub> = {
  operationId: 'currentClub',
  method: 'GET',
  path: '/api/v4/public/club',
  schemas: 'clubs',
};
