// Generated from packages/domain/src/api/payments.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { paymentsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  paymentOrder: api.paymentOrder.response,
  pay: api.pay.response,
  postPay: api.postPay.response,
  expressPay: api.expressPay.response,
  payBasket: api.payBasket.response,
  paymentSettings: api.paymentSettings.response,
  paymentsWebhook: api.paymentsWebhook.response,
  sandboxPaymentMethod: api.sandboxPaymentMethod.response,
  sandboxToken: api.sandboxToken.response,
  sandboxAuthenticate: api.sandboxAuthenticate.response,
  sandboxRenew: api.sandboxRenew.response,
};
