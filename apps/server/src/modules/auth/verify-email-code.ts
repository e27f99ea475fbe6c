import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/auth/rate-limit.js';
import type { AuthDeps, RequestFacts } from './auth-deps.js';
import { CODE_MAX_ATTEMPTS, codeHash } from './send-verification-code.js';

const invalid = () => new AppError('CODE_INVALID', 400, messages.verificationCode.invalid, [{ path: 'body.code', message: messages.verificationCode.invalid }]);

/** Checks the emailed code; on success the email is verified and the person is signed in. */
export async function verifyEmailCode(deps: AuthDeps, facts: RequestFacts, body: { email: string; code: string }): Promise<{ userId: number }> {
  const now = deps.clock();
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.verificationCode, [`ip:${facts.ip}`, `email:${body.email}`], now);
  const user = await deps.users.findByEmail(body.email);
  const token = user && (await deps.users.findLatestLiveToken('email_verification', user.id, now));
  if (!user || !token || token.attempts >= CODE_MAX_ATTEMPTS) throw invalid();
  if (token.tokenHash !== codeHash(user.id, body.code)) {
    await deps.users.countFailedAttempt(token.id, token.attempts + 1);
    throw invalid();
  }
  if (!(await deps.users.consumeToken(token.id, now))) throw invalid();
  await deps.users.update(user.id, { emailVerifiedAt: now });
  return { userId: user.id };
}
