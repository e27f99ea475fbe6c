import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import { hashPassword, passwordProblem } from '../../platform/auth/passwords.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/auth/rate-limit.js';
import { randomToken, sha256 } from '../../platform/auth/tokens.js';
import type { AuthDeps, RequestFacts } from './auth-deps.js';
import { passwordResetEmail } from './emails.js';

const RESET_LIFETIME_MS = 60 * 60_000;

/** POST /api/auth/forgot-password-express: emails a reset link when the account exists. */
export async function requestPasswordReset(deps: AuthDeps, facts: RequestFacts, email: string): Promise<{ status: 'sent' }> {
  const now = deps.clock();
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.passwordReset, [`ip:${facts.ip}`, `email:${email}`], now);
  const user = await deps.users.findByEmail(email);
  if (user) {
    const token = randomToken();
    await deps.users.insertToken({ kind: 'password_reset', tokenHash: sha256(token), userId: user.id, clubId: facts.clubId, expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS) });
    await deps.mailer.send(passwordResetEmail(user.email, resetPasswordUrl(facts.origin, token), facts.clubName));
  }
  return { status: 'sent' };
}

/** The page that sets a password with a reset token (the reset and the staff invitation emails link to it). */
export function resetPasswordUrl(origin: string, token: string): string {
  const url = new URL('/reset-password', origin);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * POST /api/auth/forgot-password-express-check: a live reset token and an acceptable password set
 * the new password, end every other session of the person, and sign them in.
 */
export async function resetPassword(deps: AuthDeps, facts: RequestFacts, body: { token: string; password: string }, endAllSessions: (userId: number) => Promise<void>): Promise<{ userId: number }> {
  const now = deps.clock();
  // Input is checked before the attempt is counted: a refused password writes nothing.
  const problem = passwordProblem(body.password);
  if (problem) throw new AppError('VALIDATION_FAILED', 422, problem, [{ path: 'body.password', message: problem }]);
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.passwordReset, [`ip:${facts.ip}`], now);
  const row = await deps.users.findToken('password_reset', sha256(body.token));
  const invalid = new AppError('TOKEN_INVALID', 400, messages.resetPassword.linkInvalid, [{ path: 'body.token', message: messages.resetPassword.linkInvalid }]);
  if (!row || row.usedAt || row.expiresAt <= now) throw invalid;
  if (!(await deps.users.consumeToken(row.id, now))) throw invalid;
  await deps.users.update(row.userId, { passwordHash: await hashPassword(body.password), emailVerifiedAt: now });
  await endAllSessions(row.userId);
  return { userId: row.userId };
}
