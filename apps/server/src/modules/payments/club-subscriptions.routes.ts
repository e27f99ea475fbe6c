import { clubSubscriptionsApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { actorOf } from '../../platform/security/actor.js';
import { requireAuth } from '../../platform/security/policy.js';
import {
  changeClubSubscription,
  getClubSubscription,
  listClubSubscriptions,
  type ClubSubscriptionsDeps,
} from './club-subscriptions.js';
import { changeSubscriptionTrial } from './change-subscription-trial.js';
import { updateSubscriptionPlan } from './update-subscription-plan.js';

/** The club's payment plans for its staff with financial access: list, detail, pause, resume, cancel, new prices, trial changes. */
export function clubSubscriptionsRoutes(app: FastifyInstance, deps: ClubSubscriptionsDeps): void {
  const api = clubSubscriptionsApi;
  registerRoute(app, api.clubSubscriptions, async ({ club, query }) => listClubSubscriptions(deps, club, query.tab));
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
  registerRoute(app, api.updateClubSubscriptionPlan, async ({ request, club, params, body }) =>
    updateSubscriptionPlan(deps, club, actorOf(requireAuth(request)), params.subscriptionId, body),
  );
  registerRoute(app, api.changeClubSubscriptionTrial, async ({ request, club, params, body }) =>
    changeSubscriptionTrial(deps, club, actorOf(requireAuth(request)), params.subscriptionId, body),
  );
}
