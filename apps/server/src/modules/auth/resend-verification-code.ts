import { enforceRateLimit, RATE_LIMITS } from '../../platform/auth/rate-limit.js';
import type { AuthDeps, RequestFacts } from './auth-deps.js';
import { CODE_LIFETIME_MS, sendVerificationCode } from './send-verification-code.js';
import { SIGN_UP_ATTEMPT_LIFETIME_MS } from './sign-up-attempt.js';

/**
 * Sends a fresh code for the sign-up attempt the browser holds (`attemptHash`, from its cookie),
 * carrying the same details; it replaces that attempt's earlier codes only. Nothing is sent
 * without an attempt of an unverified account, or once the attempt is an hour old; the answer
 * is the same whatever happens.
 */
export async function resendVerificationCode(deps: AuthDeps, facts: RequestFacts, email: string, attemptHash: string | null): Promise<{ status: 'sent' }> {
  const now = deps.clock();
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.verificationCode, [`ip:${facts.ip}`, `email:${email}`], now);
  const user = await deps.users.findByEmail(email);
  if (!user || user.emailVerifiedAt || !attemptHash) return { status: 'sent' };
  const codes = await deps.users.findAttemptCodes(user.id, attemptHash);
  if (!codes?.latest.pending) return { status: 'sent' };
  // The attempt started when its first code was issued; like its cookie, it lasts an hour.
  const startedAt = codes.first.expiresAt.getTime() - CODE_LIFETIME_MS;
  if (now.getTime() - startedAt < SIGN_UP_ATTEMPT_LIFETIME_MS) {
    await sendVerificationCode(deps, facts, user, { attemptHash, pending: codes.latest.pending });
  }
  return { status: 'sent' };
}
