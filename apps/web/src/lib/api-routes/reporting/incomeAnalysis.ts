// Generated from packages/domain/src/api/reporting.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { reportingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const incomeAnalysis: RouteRef<typeof api.incomeAnalysis> = {
  operationId: 'incomeAnalysis',
  method: 'GET',
  path: '/api/v4/reporting/incomeanalysis',
  signedIn: true,
  schemas: 'reporting',
};
