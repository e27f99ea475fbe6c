import { adminSubscriptionsApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { actorOf } from '../../platform/security/actor.js';
import { requireAuth } from '../../platform/security/policy.js';
import {
  cancelPlanWithPlaces,
  changeClubSubscription,
  getClubSubscription,
  listClubSubscriptions,
  type AdminSubscriptionsDeps,
} from './admin-subscriptions.js';
import { changeSubscriptionTrial } from './change-subscription-trial.js';
import { updateSubscriptionPlan } from './update-subscription-plan.js';
import { clubPlans, subscriptionsSummary } from './plans-summary.js';
import { coverMissedPayments } from './cover-missed-payments.js';
import { refundPlanCharge } from './refund-plan-charge.js';
import { promptPlanSetup } from './prompt-plan-setup.js';
import { unrejectPlan } from './unreject-plan.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { limitCounted, RATE_LIMITS } from '../../platform/security/rate-limit.js';

const planSubject = (club: { id: number }, subscriptionId: number) => `subscription:${club.id}:${subscriptionId}`;

/** The club's payment plans for its staff with financial access: list, detail, pause, resume, cancel, new prices, trial changes. */
export function adminSubscriptionsRoutes(app: FastifyInstance, deps: AdminSubscriptionsDeps): void {
  const api = adminSubscriptionsApi;
  registerRoute(app, api.clubSubscriptions, async ({ club, query }) => listClubSubscriptions(deps, club, query));
  registerRoute(app, api.clubSubscriptionsSummary, async ({ club }) => subscriptionsSummary(deps, club));
  registerRoute(app, api.clubPlans, async ({ club }) => clubPlans(deps, club));
  registerRoute(app, api.clubSubscription, async ({ club, params }) =>
    getClubSubscription(deps, club, params.subscriptionId),
  );
  for (const [route, change] of [
    [api.pauseClubSubscription, 'pause'],
    [api.resumeClubSubscription, 'resume'],
    [api.cancelClubSubscription, 'cancel'],
    [api.cancelClubSubscriptionAtPeriodEnd, 'cancel-at-period-end'],
    [api.reactivateClubSubscription, 'reactivate'],
  ] as const)
    registerRoute(app, route, async ({ request, club, params }) =>
      changeClubSubscription(deps, club, actorOf(requireAuth(request)), params.subscriptionId, change),
    );
  registerRoute(app, api.cancelClubSubscriptionWithPlaces, async ({ request, club, params }) =>
    cancelPlanWithPlaces(deps, club, actorOf(requireAuth(request)), params.subscriptionId),
  );
  registerRoute(app, api.updateClubSubscriptionPlan, async ({ request, club, params, body }) =>
    updateSubscriptionPlan(deps, club, actorOf(requireAuth(request)), params.subscriptionId, body),
  );
  registerRoute(app, api.coverClubSubscriptionPayments, async ({ request, club, params, body }) =>
    coverMissedPayments(deps, club, actorOf(requireAuth(request)), params.subscriptionId, body),
  );
  // Refunds made count, per plan and per address (as an order's): each emails the parent.
  registerRoute(app, api.refundClubSubscriptionCharge, async ({ request, club, params, body }) => {
    const subjects = [`ip:${requestFacts(request, deps.publicUrl).ip}`, planSubject(club, params.subscriptionId)];
    return limitCounted(deps.rateLimits, RATE_LIMITS.refunds, subjects, deps.clock, { values: () => true }, () =>
      refundPlanCharge(deps, club, actorOf(requireAuth(request)), params.subscriptionId, body),
    );
  });
  // One reminder a day per plan: each emails the parent in the club's name.
  registerRoute(app, api.promptClubSubscriptionSetup, async ({ request, club, params }) =>
    limitCounted(
      deps.rateLimits,
      RATE_LIMITS.planPrompt,
      [planSubject(club, params.subscriptionId)],
      deps.clock,
      { values: () => true },
      () => promptPlanSetup(deps, club, actorOf(requireAuth(request)), params.subscriptionId),
    ),
  );
  registerRoute(app, api.unrejectClubSubscription, async ({ request, club, params }) =>
    unrejectPlan(deps, club, actorOf(requireAuth(request)), params.subscriptionId),
  );
  registerRoute(app, api.changeClubSubscriptionTrial, async ({ request, club, params, body }) =>
    changeSubscriptionTrial(deps, club, actorOf(requireAuth(request)), params.subscriptionId, body),
  );
}
