import { platformSubscriptionApi as api } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { applyCardSession, startCardSession } from './card-session.js';
import { cancelAtPeriodEnd, changePlan } from './change-subscription.js';
import { currentSubscription, standingAnswer } from './club-standing.js';
import type { PlatformSubscriptionDeps } from './platform-subscription-deps.js';
import { listPlatformPlans, savePlatformPlan } from './platform-plans.js';
import { checkoutSessionDetails, startCheckout } from './start-checkout.js';
import { subscriptionInvoices, subscriptionSettings } from './subscription-settings.js';
import { pollSubscription } from './sync-subscription.js';

export function platformSubscriptionRoutes(app: FastifyInstance, deps: PlatformSubscriptionDeps): void {
  registerRoute(app, api.platformPlans, async () => listPlatformPlans(deps));
  registerRoute(app, api.createPlatformPlan, async ({ body }) => savePlatformPlan(deps, body));
  registerRoute(app, api.updatePlatformPlan, async ({ params, body }) => savePlatformPlan(deps, body, params.planId));
  registerRoute(app, api.platformSubscriptionSettings, async ({ club }) => subscriptionSettings(deps, club));
  registerRoute(app, api.platformInvoices, async ({ club }) => subscriptionInvoices(deps, club));
  registerRoute(app, api.createCheckoutSession, async ({ club, body }) => startCheckout(deps, club, body));
  registerRoute(app, api.checkoutSessionDetails, async ({ club, params }) =>
    checkoutSessionDetails(deps, club, params.checkoutSession),
  );
  registerRoute(app, api.subscriptionPoll, async ({ club, params }) =>
    pollSubscription(deps, club, params.checkoutSession),
  );
  registerRoute(app, api.changePlatformPlan, async ({ club, body }) => changePlan(deps, club, body));
  registerRoute(app, api.cancelPlatformSubscription, async ({ club }) => cancelAtPeriodEnd(deps, club));
  registerRoute(app, api.createCardSession, async ({ club, body }) => startCardSession(deps, club, body));
  registerRoute(app, api.applyCardSession, async ({ club, params }) =>
    applyCardSession(deps, club, params.checkoutSession),
  );
  registerRoute(app, api.platformStanding, async ({ club }) =>
    standingAnswer(await currentSubscription(deps, club.id), deps.clock()),
  );
}
