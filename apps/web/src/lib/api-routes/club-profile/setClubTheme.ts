// Generated from packages/domain/src/api/club-profile.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { clubProfileApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const setClubTheme: RouteRef<typeof api.setClubTheme> = {
  operationId: 'setClubTheme',
  method: 'POST',
  path: '/api/settings/theme',
  signedIn: true,
  schemas: 'club-profile',
};
