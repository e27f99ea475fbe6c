// Generated from packages/domain/src/api/subscriptions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { subscriptionsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  subscribe: api.subscribe.response,
  postSubscribe: api.postSubscribe.response,
  subscriptionsOutstanding: api.subscriptionsOutstanding.response,
  subscriptionsOutstandingInvoices: api.subscriptionsOutstandingInvoices.response,
  subscriptionsPayOutstanding: api.subscriptionsPayOutstanding.response,
  subscriptionsUpdateDefaultCard: api.subscriptionsUpdateDefaultCard.response,
  subscriptionsAll: api.subscriptionsAll.response,
  subscriptionsCancel: api.subscriptionsCancel.response,
  subscriptionsReactivate: api.subscriptionsReactivate.response,
  subscriptionsDetail: api.subscriptionsDetail.response,
};
