import { adminOrdersApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requireAuth } from '../../platform/security/policy.js';
import type { AdminOrdersDeps } from './admin-orders-deps.js';
import { createCustomOrder } from './create-custom-order.js';
import { getOrder } from './get-order.js';
import { listOrders, outstandingOrders } from './list-orders.js';
import { markSetupFee } from './mark-setup-fee.js';
import { refundOrder } from './refund-order.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { limitCounted, RATE_LIMITS } from '../../platform/security/rate-limit.js';

export function adminOrdersRoutes(app: FastifyInstance, deps: AdminOrdersDeps): void {
  registerRoute(app, adminOrdersApi.adminOrdersList, async ({ club, query }) => listOrders(deps, club, query));
  registerRoute(app, adminOrdersApi.adminOutstandingOrders, async ({ club, query }) =>
    outstandingOrders(deps, club, query.termId),
  );
  registerRoute(app, adminOrdersApi.adminOrder, async ({ club, params }) => getOrder(deps, club, params.orderId));
  // Refunds made count, per order and per address: a burst of refunds (each emailing the parent) stops.
  registerRoute(app, adminOrdersApi.refundOrder, async ({ request, club, params, body }) => {
    const subjects = [`ip:${requestFacts(request, deps.publicUrl).ip}`, `order:${club.id}:${params.orderId}`];
    return limitCounted(deps.rateLimits, RATE_LIMITS.refunds, subjects, deps.clock, { values: () => true }, () =>
      refundOrder(deps, club, params.orderId, body),
    );
  });
  registerRoute(app, adminOrdersApi.createCustomOrder, async ({ request, club, body }) =>
    createCustomOrder(deps, club, requireAuth(request).user.id, body),
  );
  registerRoute(app, adminOrdersApi.markSetupFee, async ({ request, club, params, body }) =>
    markSetupFee(deps, club, requireAuth(request).user.id, params.childId, body.status),
  );
}
