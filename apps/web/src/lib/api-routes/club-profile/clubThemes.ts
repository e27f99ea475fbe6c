// Generated from packages/domain/src/api/club-profile.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { clubProfileApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const clubThemes: RouteRef<typeof api.clubThemes> = {
  operationId: 'clubThemes',
  method: 'GET',
  path: '/api/settings/themes',
  signedIn: true,
  schemas: 'club-profile',
};
