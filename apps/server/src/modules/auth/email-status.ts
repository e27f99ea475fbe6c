import type { EmailStatusResponse } from '@clubroom/domain/api';
import type { RequestFacts } from '../../platform/http/request-facts.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { AuthDeps } from './auth-deps.js';

/** What the sign-in page asks before showing the password field; rate limited against enumeration. */
export async function emailStatus(deps: AuthDeps, facts: RequestFacts, email: string): Promise<EmailStatusResponse> {
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.emailStatus, [`ip:${facts.ip}`, `email:${email}`], deps.clock());
  const user = await deps.people.findByEmail(email);
  if (!user) return { status: 'no-account' };
  return { status: user.emailVerifiedAt ? 'active' : 'unverified' };
}
