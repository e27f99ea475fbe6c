// Generated from packages/domain/src/api/discount-codes.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { discountCodesApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const discountCode: RouteRef<typeof api.discountCode> = {
  operationId: 'discountCode',
  method: 'GET',
  path: '/api/v4/client/discount-codes/:discountCodeId',
  signedIn: true,
  schemas: 'discount-codes',
};
