import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { RequestFacts } from '../../platform/http/request-facts.js';
import { verifyPassword } from '../../platform/security/passwords.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { AuthDeps } from './auth-deps.js';

/**
 * Email and password. The same answer for an unknown email and a wrong password, in the same
 * time (the password check runs either way).
 */
export async function signIn(
  deps: AuthDeps,
  facts: RequestFacts,
  body: { email: string; password: string },
): Promise<{ userId: number }> {
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.signIn, [`ip:${facts.ip}`, `email:${body.email}`], deps.clock());
  const user = await deps.people.findByEmail(body.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', messages.signIn.wrongCredentials);
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_UNVERIFIED', messages.signIn.unverified);
  return { userId: user.id };
}
