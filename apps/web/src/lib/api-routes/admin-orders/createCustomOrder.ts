// Generated from packages/domain/src/api/admin-orders.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { adminOrdersApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const createCustomOrder: RouteRef<typeof api.createCustomOrder> = {
  operationId: 'createCustomOrder',
  method: 'POST',
  path: '/api/v4/orders/order/custom',
  signedIn: true,
  schemas: 'admin-orders',
};
