// Generated from packages/domain/src/api/club-profile.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { clubProfileApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const saveClientSettings: RouteRef<typeof api.saveClientSettings> = {
  operationId: 'saveClientSettings',
  method: 'POST',
  path: '/api/settings/client-settings',
  signedIn: true,
  schemas: 'club-profile',
};
