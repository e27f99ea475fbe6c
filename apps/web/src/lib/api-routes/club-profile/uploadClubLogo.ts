// Generated from packages/domain/src/api/club-profile.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { clubProfileApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const uploadClubLogo: RouteRef<typeof api.uploadClubLogo> = {
  operationId: 'uploadClubLogo',
  method: 'POST',
  path: '/api/settings/logo',
  signedIn: true,
  schemas: 'club-profile',
};
