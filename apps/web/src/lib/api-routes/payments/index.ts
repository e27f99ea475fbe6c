// Generated from packages/domain/src/api/payments.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { paymentOrder } from './paymentOrder';
export { pay } from './pay';
export { postPay } from './postPay';
export { expressPay } from './expressPay';
export { payBasket } from './payBasket';
export { paymentSettings } from './paymentSettings';
export { paymentsWebhook } from './paymentsWebhook';
export { sandboxPaymentMethod } from './sandboxPaymentMethod';
export { sandboxToken } from './sandboxToken';
export { sandboxAuthenticate } from './sandboxAuthenticate';
export { sandboxRenew } from './sandboxRenew';
