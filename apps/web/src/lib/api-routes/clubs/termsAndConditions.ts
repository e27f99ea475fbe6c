// Generated from packages/domain/src/api/clubs.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { clubsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const termsAndConditions: RouteRef<typeof api.termsAndConditions> = {
  operationId: 'termsAndConditions',
  method: 'GET',
  path: '/rest/v1/policy/terms-and-conditions',
  schemas: 'clubs',
};
