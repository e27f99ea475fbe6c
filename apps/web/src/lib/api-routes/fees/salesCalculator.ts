// Generated from packages/domain/src/api/fees.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { feesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const salesCalculator: RouteRef<typeof api.salesCalculator> = {
  operationId: 'salesCalculator',
  method: 'GET',
  path: '/api/v4/public/sales-calculator',
  schemas: 'fees',
};
