import { subscriptionsApi } from '@clubroom/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAuth } from '../../platform/security/policy.js';
import {
  hasOutstanding,
  outstandingInvoices,
  payOutstanding,
  updateSubscriptionsCard,
} from './outstanding-payments.js';
import { changeParentSubscription, parentSubscriptionDetail, parentSubscriptions } from './parent-subscriptions.js';
import { payerOfRequest } from '../payments/index.js';
import type { SubscriptionsDeps } from './subscriptions-deps.js';
import { postSubscribe } from './post-subscribe.js';
import { subscribe } from './subscribe.js';

/** Subscribing to a monthly plan, confirming it, and the parent's subscriptions and outstanding payments. */
export function subscriptionsRoutes(app: FastifyInstance, deps: SubscriptionsDeps): void {
  const payerOf = (request: FastifyRequest) => payerOfRequest(request, deps.publicUrl);
  const userIdOf = (request: FastifyRequest) => requireAuth(request).user.id;

  registerRoute(app, subscriptionsApi.subscribe, async ({ request, club, body }) => ({
    data: await subscribe(deps, club, payerOf(request), {
      orderUuid: body.orderId,
      paymentMethodId: body.paymentMethodId,
    }),
  }));

  registerRoute(app, subscriptionsApi.postSubscribe, async ({ request, club, body }) => ({
    data: await postSubscribe(deps, club, userIdOf(request), {
      orderUuid: body.orderId,
      subscriptionId: body.subscriptionId,
    }),
  }));

  registerRoute(app, subscriptionsApi.subscriptionsOutstanding, async ({ request, club }) => ({
    data: { hasOutstanding: await hasOutstanding(deps, club, userIdOf(request)) },
  }));

  registerRoute(app, subscriptionsApi.subscriptionsOutstandingInvoices, async ({ request, club }) => ({
    data: await outstandingInvoices(deps, club, userIdOf(request)),
  }));

  registerRoute(app, subscriptionsApi.subscriptionsPayOutstanding, async ({ request, club, body }) => ({
    data: await payOutstanding(deps, club, payerOf(request), body.paymentMethodId),
  }));

  registerRoute(app, subscriptionsApi.subscriptionsUpdateDefaultCard, async ({ request, club, body }) => ({
    data: { updated: await updateSubscriptionsCard(deps, club, payerOf(request), body) },
  }));

  registerRoute(app, subscriptionsApi.subscriptionsAll, async ({ request, club }) => ({
    data: await parentSubscriptions(deps, club, userIdOf(request)),
  }));

  registerRoute(app, subscriptionsApi.subscriptionsDetail, async ({ request, club, body }) => ({
    data: await parentSubscriptionDetail(deps, club, userIdOf(request), body.subscriptionId),
  }));

  registerRoute(app, subscriptionsApi.subscriptionsCancel, async ({ request, club, body }) => ({
    data: await changeParentSubscription(deps, club, userIdOf(request), body.subscriptionId, 'cancel-at-period-end'),
  }));

  registerRoute(app, subscriptionsApi.subscriptionsReactivate, async ({ request, club, body }) => ({
    data: await changeParentSubscription(deps, club, userIdOf(request), body.subscriptionId, 'reactivate'),
  }));
}
