import { bookingApi, type BasketResponse } from '@clubroom/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { requireAuth } from '../../platform/security/policy.js';
import { addToBasket, getBasket, removeFromBasket } from './basket.js';
import type { BookingDeps } from './booking-deps.js';
import { codeRefused, countingCodeGuesses } from './code-guesses.js';
import { bookBasketNow, completeOrder, placeOrder, type Buyer } from './checkout.js';
import { awaitingPaymentOrders, cancelAwaitingOrder } from './awaiting-payment.js';
import { getOrder } from './get-order.js';
import { orderView } from './order-view.js';

export function bookingRoutes(app: FastifyInstance, deps: BookingDeps): void {
  const parentOf = (request: FastifyRequest) => requireAuth(request).user.id;
  // Support acting as the parent (a switched session) never spends the family's credit (docs/security.md).
  const creditUse = (request: FastifyRequest) => ({ withoutCredit: requireAuth(request).impersonator !== null });
  const buyerOf = (request: FastifyRequest): Buyer => {
    const { user } = requireAuth(request);
    return {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      origin: requestFacts(request, deps.publicUrl).origin,
    };
  };

  // A code the club does not have counts as a guess: the basket says so rather than refusing it.
  const unknownCode = { values: (basket: BasketResponse) => basket.discountCode?.refusal === 'unknown' };
  registerRoute(app, bookingApi.basket, async ({ request, club, query }) =>
    countingCodeGuesses(deps, request, query.discountCode, unknownCode, () =>
      getBasket(deps, club, parentOf(request), query.discountCode ?? null, creditUse(request)),
    ),
  );
  registerRoute(app, bookingApi.addToBasket, async ({ request, club, body }) =>
    addToBasket(deps, club, parentOf(request), body, creditUse(request)),
  );
  registerRoute(app, bookingApi.removeFromBasket, async ({ request, club, params }) =>
    removeFromBasket(deps, club, parentOf(request), params.itemUuid, creditUse(request)),
  );
  registerRoute(app, bookingApi.createOrder, async ({ request, club, body }) => {
    const order = await countingCodeGuesses(deps, request, body.discountCode, codeRefused, () =>
      placeOrder(deps, club, buyerOf(request), {
        idempotencyKey: body.idempotencyKey,
        items: body.items,
        setupFees: body.children,
        complete: false,
        discountCode: body.discountCode ?? null,
        ...creditUse(request),
      }),
    );
    return orderView(order, await deps.orders.linesOf(order.id), club.currency);
  });
  registerRoute(app, bookingApi.bookNow, async ({ request, club, body }) => {
    const buyer = buyerOf(request);
    const order = body.orderId
      ? await completeOrder(deps, club, buyer, body.orderId)
      : await countingCodeGuesses(deps, request, body.discountCode, codeRefused, () =>
          bookBasketNow(deps, club, buyer, {
            idempotencyKey: body.idempotencyKey!,
            discountCode: body.discountCode ?? null,
            ...creditUse(request),
          }),
        );
    return { data: { uuid: order.uuid } };
  });
  registerRoute(app, bookingApi.awaitingPayment, async ({ request, club }) => ({
    data: await awaitingPaymentOrders(deps, club, parentOf(request)),
  }));
  registerRoute(app, bookingApi.cancelAwaitingOrder, async ({ request, club, params }) =>
    cancelAwaitingOrder(deps, club, parentOf(request), params.uuid),
  );
  registerRoute(app, bookingApi.order, async ({ request, club, params }) =>
    getOrder(deps, club, requireAuth(request), params.uuid),
  );
}
