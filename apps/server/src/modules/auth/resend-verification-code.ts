import { enforceRateLimit, RATE_LIMITS } from '../../platform/auth/rate-limit.js';
import type { AuthDeps, RequestFacts } from './auth-deps.js';
import { sendVerificationCode } from './send-verification-code.js';

/** Sends a fresh code to an unverified account; says the same whatever the account's state. */
export async function resendVerificationCode(deps: AuthDeps, facts: RequestFacts, email: string): Promise<{ status: 'sent' }> {
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.verificationCode, [`ip:${facts.ip}`, `email:${email}`], deps.clock());
  const user = await deps.users.findByEmail(email);
  if (user && !user.emailVerifiedAt) await sendVerificationCode(deps, facts, user);
  return { status: 'sent' };
}
