// Generated from packages/domain/src/api/credit.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { creditApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const familyCredit: RouteRef<typeof api.familyCredit> = {
  operationId: 'familyCredit',
  method: 'GET',
  path: '/api/v4/parent/credit',
  signedIn: true,
  schemas: 'credit',
};
