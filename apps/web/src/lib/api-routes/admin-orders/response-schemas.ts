// Generated from packages/domain/src/api/admin-orders.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { adminOrdersApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  adminOrdersList: api.adminOrdersList.response,
  adminOutstandingOrders: api.adminOutstandingOrders.response,
  adminOrder: api.adminOrder.response,
  refundOrder: api.refundOrder.response,
  createCustomOrder: api.createCustomOrder.response,
  markSetupFee: api.markSetupFee.response,
};
