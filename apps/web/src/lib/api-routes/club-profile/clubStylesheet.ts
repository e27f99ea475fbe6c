// Generated from packages/domain/src/api/club-profile.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { clubProfileApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const clubStylesheet: RouteRef<typeof api.clubStylesheet> = {
  operationId: 'clubStylesheet',
  method: 'GET',
  path: '/api/v4/public/skins/:skinFile',
};
