import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { RequestFacts } from '../../platform/http/request-facts.js';
import type { AccountLinkRequest } from '../../platform/jobs/job-catalogue.js';
import { hashPassword, passwordProblem } from '../../platform/security/passwords.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import { resetPasswordUrl } from '../../platform/security/reset-password-link.js';
import { randomToken, sha256 } from '../../platform/security/tokens.js';
import type { AuthDeps, AuthTx } from './auth-deps.js';
import { passwordResetEmail } from './emails.js';

const RESET_LIFETIME_MS = 60 * 60_000;

/**
 * Issues a single-use password reset link to a person and emails it (the job of account-link.job.ts,
 * for POST /api/auth/forgot-password-express).
 */
export async function emailPasswordReset(
  { tokens, outbox }: AuthTx,
  user: { id: number; email: string },
  { origin, clubId, clubName }: AccountLinkRequest,
  now: Date,
): Promise<void> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + RESET_LIFETIME_MS);
  await tokens.insert({ kind: 'password_reset', tokenHash: sha256(token), userId: user.id, clubId, expiresAt });
  await outbox.email(passwordResetEmail(user.email, resetPasswordUrl(origin, token), clubName));
}

/**
 * POST /api/auth/forgot-password-express-check: a live reset token and an acceptable password set
 * the new password, end every other session of the person and their calendar link, and sign them in. Using
 * the token, the new password, the ended sessions and the ended link commit together.
 */
export async function resetPassword(
  deps: AuthDeps,
  facts: RequestFacts,
  body: { token: string; password: string },
): Promise<{ userId: number }> {
  const now = deps.clock();
  // Input is checked before the attempt is counted: a refused password writes nothing.
  const problem = await passwordProblem(body.password);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path: 'body.password', message: problem }]);
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.passwordReset, [`ip:${facts.ip}`], now);
  const row = await deps.tokens.find('password_reset', sha256(body.token));
  const invalid = new AppError('TOKEN_INVALID', messages.resetPassword.linkInvalid, [
    { path: 'body.token', message: messages.resetPassword.linkInvalid },
  ]);
  if (!row || row.usedAt || row.expiresAt <= now) throw invalid;
  const passwordHash = await hashPassword(body.password);
  await deps.transaction(async ({ people, tokens, sessions, calendarLinks }) => {
    if (!(await tokens.consume(row.id, now))) throw invalid;
    await people.setPassword(row.userId, passwordHash, now);
    await sessions.deleteAllOfUser(row.userId);
    await calendarLinks.revokeAllOf(row.userId);
  });
  return { userId: row.userId };
}
