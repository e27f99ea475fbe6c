// Generated from packages/domain/src/api/discount-codes.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { discountCodesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const resumeDiscountCode: RouteRef<typeof api.resumeDiscountCode> = {
  operationId: 'resumeDiscountCode',
  method: 'POST',
  path: '/api/v4/client/discount-codes/:discountCodeId/resume',
  signedIn: true,
  schemas: 'discount-codes',
};
