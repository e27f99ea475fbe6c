import { paymentsApi } from '@clubroom/domain/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, sendError } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { PaymentProviderError, type SandboxControls } from '../../platform/payments/index.js';
import { requireAuth } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { accountOf } from './parents-order.js';
import type { PaymentsDeps } from './payments-deps.js';

/** Errors as Stripe.js hears them (`{ error: { type, code, message } }`: a card error is 402); the rest as any route's. */
function providerErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof PaymentProviderError)) return sendError(error, request, reply);
  return reply
    .status(error.statusCode)
    .send({ error: { type: error.type, code: error.code ?? error.type, message: error.message } });
}

/**
 * The sandbox's stand-in for Stripe.js, registered only when the provider is the sandbox: its card
 * form makes payment methods and tokens on the club's account (so card numbers never reach the
 * payments routes), and its 3-D Secure dialog completes or fails the parent's own intent.
 */
export function sandboxRoutes(app: FastifyInstance, deps: PaymentsDeps, sandbox: SandboxControls): void {
  const extras = { errorHandler: providerErrors };
  const onAccountOf = async (club: ResolvedClub) => ({
    stripeAccount: accountOf(await deps.paymentSetup(club.id), club),
  });

  registerRoute(
    app,
    paymentsApi.sandboxPaymentMethod,
    async ({ club, body }) =>
      deps.provider.paymentMethods.create(
        { type: 'card', card: body.card, billing_details: body.billing_details },
        await onAccountOf(club),
      ),
    extras,
  );

  registerRoute(
    app,
    paymentsApi.sandboxToken,
    async ({ club, body }) => sandbox.createCardToken(body.card, await onAccountOf(club)),
    extras,
  );

  registerRoute(
    app,
    paymentsApi.sandboxAuthenticate,
    async ({ request, club, params, body }) => {
      const options = await onAccountOf(club);
      const intent = params.id.startsWith('seti_')
        ? await deps.provider.setupIntents.retrieve(params.id, options)
        : await deps.provider.paymentIntents.retrieve(params.id, options);
      // Our intents name the parent they are for, and a subscription's are made for their customer; anyone else's is not found.
      const userId = requireAuth(request).user.id;
      const customer = await deps.repo.customerOf(club.id, userId);
      const theirs =
        intent.metadata.parentUserId === String(userId) || (customer !== null && intent.customer === customer);
      if (!theirs) throw notFound('Intent');
      return body.result === 'complete'
        ? sandbox.completeAuthentication(params.id, options)
        : sandbox.failAuthentication(params.id, options);
    },
    extras,
  );

  // What time does on Stripe: for trying a failed renewal (the outstanding-payment banner) by hand and in e2e.
  registerRoute(
    app,
    paymentsApi.sandboxRenew,
    async ({ request, club, params }) => {
      // A person who never paid at the club has no plan here (nor, at a club without payments, an account to ask).
      const customer = await deps.repo.customerOf(club.id, requireAuth(request).user.id);
      if (customer === null) throw notFound('Subscription');
      const options = await onAccountOf(club);
      const subscription = await deps.provider.subscriptions.retrieve(params.id, options);
      if (subscription.customer !== customer) throw notFound('Subscription');
      const renewed = await sandbox.renewSubscription(params.id, options);
      return { id: renewed.id, status: renewed.status };
    },
    extras,
  );
}
