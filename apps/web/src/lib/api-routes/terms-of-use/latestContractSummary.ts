// Generated from packages/domain/src/api/terms-of-use.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { termsOfUseApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const latestContractSummary: RouteRef<typeof api.latestContractSummary> = {
  operationId: 'latestContractSummary',
  method: 'GET',
  path: '/api/v4/public/contract/:role/summary',
  schemas: 'terms-of-use',
};
