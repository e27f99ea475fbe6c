// Generated from packages/domain/src/api/admin-orders.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { adminOrdersList } from './adminOrdersList';
export { adminOutstandingOrders } from './adminOutstandingOrders';
export { adminOrder } from './adminOrder';
export { refundOrder } from './refundOrder';
export { createCustomOrder } from './createCustomOrder';
export { markSetupFee } from './markSetupFee';
