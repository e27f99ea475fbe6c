// Generated from packages/domain/src/api/clubs.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { clubsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const privacyPolicy: RouteRef<typeof api.privacyPolicy> = {
  operationId: 'privacyPolicy',
  method: 'GET',
  path: '/rest/v1/policy/privacy',
  schemas: 'clubs',
};
