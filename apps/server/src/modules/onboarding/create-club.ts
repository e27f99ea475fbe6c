import type { NewClientResponse } from '@clubroom/domain/api';
import { onboardingApi } from '@clubroom/domain/api';
import { AppError } from '../../platform/errors.js';
import type { RequestFacts } from '../../platform/http/request-facts.js';
import type { Actor } from '../../platform/security/actor.js';
import { refuseSwitchedSession } from '../../platform/security/actor.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import { randomToken, sha256 } from '../../platform/security/tokens.js';
import { clubOrigin, type OnboardingDeps } from './onboarding-deps.js';

/** The link that signs the creator in on the new club's site lives this long, and works once. */
export const HANDOFF_LIFETIME_MS = 2 * 60_000;

/**
 * Creates a club for the signed-in person: the club (on sign-up, until its details are saved), its creator as its
 * organiser with financial access, its payment and booking settings, an audit row, and a single-use link that
 * signs the creator in on the club's own site (sessions are per host). Two requests for one subdomain make one
 * club; the other answers 409 `SUBDOMAIN_TAKEN`.
 */
export async function createClub(
  deps: OnboardingDeps,
  facts: Pick<RequestFacts, 'ip'>,
  actor: Actor,
  body: { subdomain: string; country: string },
): Promise<NewClientResponse> {
  refuseSwitchedSession(actor);
  const now = deps.clock();
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.newClub, [`ip:${facts.ip}`, `user:${actor.userId}`], now);
  const token = randomToken();
  const club = await deps.transaction(
    async ({ clubs, connections, bookingSettings, paymentAccounts, tokens, audit }) => {
      const created = await clubs.create({ subdomain: body.subdomain, name: body.subdomain, country: body.country });
      if (!created) return null;
      await connections.addCreator(created.id, actor.userId);
      await bookingSettings.createFor(created.id);
      await paymentAccounts.createFor(created.id, body.country);
      await audit.record(actor, {
        action: 'club.create',
        clubId: created.id,
        subjectUserId: actor.userId,
        details: { subdomain: body.subdomain, country: body.country },
      });
      await tokens.insert({
        kind: 'club_handoff',
        tokenHash: sha256(token),
        userId: actor.userId,
        clubId: created.id,
        expiresAt: new Date(now.getTime() + HANDOFF_LIFETIME_MS),
      });
      return created;
    },
  );
  if (!club) throw new AppError('SUBDOMAIN_TAKEN', undefined, [{ path: 'body.subdomain', message: 'is taken' }]);
  // Someone may have opened the address before it was a club: the tenancy cache would still say "no such club".
  deps.forgetClub(body.subdomain);
  const url = new URL(onboardingApi.continueToNewClub.path, clubOrigin(deps.publicUrl, body.subdomain));
  url.searchParams.set('token', token);
  return { clubId: club.id, subdomain: body.subdomain, continueUrl: url.toString() };
}
