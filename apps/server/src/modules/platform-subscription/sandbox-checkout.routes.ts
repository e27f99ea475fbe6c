import { platformSubscriptionApi as api } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { PaymentProviderError, type SandboxControls } from '../../platform/payments/index.js';
import type { PlatformSubscriptionDeps } from './platform-subscription-deps.js';
import { clubCheckoutSession } from './club-checkout-session.js';
import { checkoutSessionDetails } from './start-checkout.js';

/**
 * The sandbox's hosted checkout page (Stripe hosts its own), registered only with the sandbox: the session it
 * shows and its Pay (or, for a new card, Save), for the club's own sessions only. A card's refusal is a 402 with the bank's words.
 */
export function sandboxCheckoutRoutes(
  app: FastifyInstance,
  deps: PlatformSubscriptionDeps,
  sandbox: SandboxControls,
): void {
  registerRoute(app, api.sandboxCheckoutSession, async ({ club, params }) =>
    checkoutSessionDetails(deps, club, params.checkoutSession),
  );
  registerRoute(app, api.sandboxCheckoutPay, async ({ club, params, body }) => {
    await clubCheckoutSession(deps, club, params.checkoutSession);
    try {
      const session = await sandbox.completeCheckoutSession(params.checkoutSession, {
        card: body.card,
        name: body.name,
      });
      return { successUrl: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      throw new AppError(error.type === 'card_error' ? 'PAYMENT_FAILED' : 'CONFLICT', error.message);
    }
  });
}
