// Generated from packages/domain/src/api/subscriptions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { subscribe } from './subscribe';
export { postSubscribe } from './postSubscribe';
export { subscriptionsOutstanding } from './subscriptionsOutstanding';
export { subscriptionsOutstandingInvoices } from './subscriptionsOutstandingInvoices';
export { subscriptionsPayOutstanding } from './subscriptionsPayOutstanding';
export { subscriptionsUpdateDefaultCard } from './subscriptionsUpdateDefaultCard';
export { subscriptionsAll } from './subscriptionsAll';
export { subscriptionsCancel } from './subscriptionsCancel';
export { subscriptionsReactivate } from './subscriptionsReactivate';
export { subscriptionsDetail } from './subscriptionsDetail';
