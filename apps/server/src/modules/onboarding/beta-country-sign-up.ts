import type { RequestFacts } from '../../platform/http/request-facts.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { OnboardingDeps } from './onboarding-deps.js';

/**
 * Someone asks to hear when a country is fully supported. The answer is the same whether or not the address
 * was given before (or has an account): nothing is emailed now, so no bot check; the address is rate limited.
 */
export async function betaCountrySignUp(
  deps: Pick<OnboardingDeps, 'repo' | 'rateLimits' | 'clock'>,
  facts: Pick<RequestFacts, 'ip'>,
  body: { email: string; country: string },
): Promise<{ status: 'registered' }> {
  await enforceRateLimit(
    deps.rateLimits,
    RATE_LIMITS.betaCountrySignUp,
    [`ip:${facts.ip}`, `email:${body.email}`],
    deps.clock(),
  );
  await deps.repo.addBetaSignUp(body.email, body.country);
  return { status: 'registered' };
}
