import { paymentsApi } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { SIGNATURE_HEADER } from '../../platform/payments/index.js';
import { requireAuth } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { countingDeclines } from './card-declines.js';
import { confirmPayment } from './confirm-payment.js';
import { payOrder, type PayAnswer, type PayRequest } from './pay-order.js';
import { paymentOrder } from './payment-order.js';
import { paymentSettings } from './payment-settings.js';
import { payerOfRequest } from './payers.js';
import type { PaymentsDeps } from './payments-deps.js';
import { receiveWebhook } from './receive-webhook.js';

const texts = messages.paymentOutcomes;

const mustMatch = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, [{ path: field, message }]);

/** The token routes' answer (the spec's express and basket pay): the order's uuid once paid, else the 3-D Secure step. */
const tokenAnswer = (answer: PayAnswer, orderUUID: string) =>
  answer.status === 'succeeded'
    ? { data: { orderUUID } }
    : {
        data: {
          status: 'requires_action' as const,
          clientSecret: answer.clientSecret,
          paymentIntentId: answer.paymentIntentId,
        },
      };

export async function paymentsRoutes(app: FastifyInstance, deps: PaymentsDeps): Promise<void> {
  const payerOf = (request: FastifyRequest) => payerOfRequest(request, deps.publicUrl);

  registerRoute(app, paymentsApi.paymentOrder, async ({ request, club, params }) => ({
    data: await paymentOrder(deps, club, requireAuth(request).user.id, params.uuid),
  }));

  /** Paying with a card, under the limit on declined cards. */
  const pay = (request: FastifyRequest, club: ResolvedClub, payment: PayRequest) =>
    countingDeclines(deps, request, payment.orderUuid, () => payOrder(deps, club, payerOf(request), payment));

  registerRoute(app, paymentsApi.pay, async ({ request, club, body }) => ({
    data: await pay(request, club, {
      orderUuid: body.orderId,
      source: { paymentMethodId: body.paymentMethodId, field: 'body.paymentMethodId' },
      rememberCard: body.rememberCard === 1,
    }),
  }));

  registerRoute(app, paymentsApi.postPay, async ({ request, club, body }) => ({
    data: await confirmPayment(deps, club, requireAuth(request).user.id, {
      orderUuid: body.orderId,
      paymentIntentId: body.paymentIntentId,
    }),
  }));

  registerRoute(app, paymentsApi.expressPay, async ({ request, club, params, body }) => {
    if (body.stripeToken !== params.token) throw mustMatch('body.stripeToken', texts.tokenMismatch);
    if (body.uniqueIdempotencyKey !== params.orderUuid) {
      throw mustMatch('body.uniqueIdempotencyKey', texts.idempotencyKeyMismatch);
    }
    const answer = await pay(request, club, {
      orderUuid: params.orderUuid,
      source: { token: params.token, field: 'params.token' },
      rememberCard: body.rememberCard === 1,
    });
    return tokenAnswer(answer, params.orderUuid);
  });

  registerRoute(app, paymentsApi.payBasket, async ({ request, club, body }) => {
    const answer = await pay(request, club, {
      orderUuid: body.orderId,
      source: body.stripeToken
        ? { token: body.stripeToken, field: 'body.stripeToken' }
        : { paymentMethodId: body.savedCard!, field: 'body.savedCard' },
      rememberCard: body.rememberCard === 1,
    });
    return tokenAnswer(answer, body.orderId);
  });

  registerRoute(app, paymentsApi.paymentSettings, async ({ club }) => paymentSettings(deps, club));

  // The provider signs the body exactly as sent: this route alone reads it raw, never parsed and re-serialised.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    registerRoute(raw, paymentsApi.paymentsWebhook, async ({ request }) => {
      const signature = request.headers[SIGNATURE_HEADER];
      const body = Buffer.isBuffer(request.body) ? request.body : ''; // no body: nothing signed, refused
      await receiveWebhook(deps, body, typeof signature === 'string' ? signature : undefined);
      return { received: true as const };
    });
  });
}
