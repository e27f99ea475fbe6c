// Generated from packages/domain/src/api/club-profile.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { clubProfileApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const clubLogo: RouteRef<typeof api.clubLogo> = {
  operationId: 'clubLogo',
  method: 'GET',
  path: '/api/v4/public/logos/:logoFile',
};
