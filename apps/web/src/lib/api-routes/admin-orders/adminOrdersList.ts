// Generated from packages/domain/src/api/admin-orders.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { adminOrdersApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const adminOrdersList: RouteRef<typeof api.adminOrdersList> = {
  operationId: 'adminOrdersList',
  method: 'GET',
  path: '/api/v4/orders',
  signedIn: true,
  schemas: 'admin-orders',
};
