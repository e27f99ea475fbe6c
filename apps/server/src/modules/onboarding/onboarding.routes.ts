import { onboardingApi } from '@clubroom/domain/api';
import { clubPages } from '@clubroom/domain/pages';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../platform/http/register-route.js';
import { actorOf } from '../../platform/security/actor.js';
import { requireAuth } from '../../platform/security/policy.js';
import { startSession } from '../../platform/security/sessions.js';
import { betaCountrySignUp } from './beta-country-sign-up.js';
import { checkSubdomain } from './check-subdomain.js';
import { clubSignUpDetails, saveClubName, saveClubSignUpDetails } from './club-sign-up-details.js';
import { continueToClub } from './continue-to-club.js';
import { createClub } from './create-club.js';
import type { OnboardingDeps } from './onboarding-deps.js';
import { connectPaymentAccount, paymentAccountStatus } from './payment-account.js';

/** Where a link that does not sign in leads: sign in on the club's site, then the details step. */
const signInFirst = `${clubPages.signIn.path}?next=${encodeURIComponent(clubPages.clubSignUpDetails.path)}`;

export function onboardingRoutes(app: FastifyInstance, deps: OnboardingDeps): void {
  registerRoute(app, onboardingApi.subdomainStatusCheck, async ({ body }) => checkSubdomain(deps.repo, body.subdomain));
  registerRoute(app, onboardingApi.newClient, async ({ request, body }) =>
    createClub(deps, { ip: request.ip }, actorOf(requireAuth(request)), body),
  );
  registerRoute(app, onboardingApi.betaCountrySignUp, async ({ request, body }) =>
    betaCountrySignUp(deps, { ip: request.ip }, body),
  );
  registerRoute(app, onboardingApi.continueToNewClub, async ({ request, reply, club, query }) => {
    const handoff = await continueToClub(deps, club, query.token);
    if (!handoff) return reply.redirect(signInFirst, 303);
    await startSession(deps.sessions, request, reply, deps.clock(), { userId: handoff.userId, staySignedIn: false });
    return reply.redirect(handoff.next, 303);
  });
  registerRoute(app, onboardingApi.clubSignUpDetails, async ({ club }) => clubSignUpDetails(deps, club));
  registerRoute(app, onboardingApi.saveClubName, async ({ club, body }) => saveClubName(deps, club, body.clubName));
  registerRoute(app, onboardingApi.saveClubSignUpDetails, async ({ club, body }) =>
    saveClubSignUpDetails(deps, club, body),
  );
  registerRoute(app, onboardingApi.paymentAccountStatus, async ({ club }) => paymentAccountStatus(deps, club));
  registerRoute(app, onboardingApi.connectAccountUrl, async ({ club }) => connectPaymentAccount(deps, club));
}
