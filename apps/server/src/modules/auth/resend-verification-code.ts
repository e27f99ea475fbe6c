import type { RequestFacts } from '../../platform/http/request-facts.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { AuthDeps } from './auth-deps.js';
import { verificationCodeEmail } from './emails.js';
import { SIGN_UP_ATTEMPT_LIFETIME_MS } from './sign-up-attempt.js';
import { CODE_LIFETIME_MS, issueVerificationCode } from './verification-code.js';

/**
 * Sends a fresh code for the sign-up attempt the browser holds (`attemptHash`, from its cookie),
 * carrying the same details; it replaces that attempt's earlier codes only. Nothing is sent
 * without an attempt of an unverified account, or once the attempt is an hour old; the answer
 * is the same whatever happens.
 */
export async function resendVerificationCode(
  deps: AuthDeps,
  facts: RequestFacts,
  email: string,
  attemptHash: string | null,
): Promise<{ status: 'sent' }> {
  const now = deps.clock();
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.verificationCode, [`ip:${facts.ip}`, `email:${email}`], now);
  const user = await deps.people.findByEmail(email);
  if (!user || user.emailVerifiedAt || !attemptHash) return { status: 'sent' };
  const codes = await deps.tokens.findAttemptCodes(user.id, attemptHash);
  if (!codes?.latest.pending) return { status: 'sent' };
  // The attempt started when its first code was issued; like its cookie, it lasts an hour.
  const startedAt = codes.first.expiresAt.getTime() - CODE_LIFETIME_MS;
  if (now.getTime() - startedAt < SIGN_UP_ATTEMPT_LIFETIME_MS) {
    const attempt = { attemptHash, pending: codes.latest.pending };
    await deps.transaction(async ({ tokens, outbox }) => {
      const code = await issueVerificationCode(tokens, facts.clubId, user.id, attempt, now);
      await outbox.email(verificationCodeEmail(user.email, code, facts.clubName));
    });
  }
  return { status: 'sent' };
}
