import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { RequestFacts } from '../../platform/http/request-facts.js';
import type { KnownDevice } from '../../platform/security/known-device.js';
import { verifyPassword } from '../../platform/security/passwords.js';
import { enforceAccountRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { AuthDeps } from './auth-deps.js';

/**
 * Email and password. The same answer for an unknown email and a wrong password, in the same
 * time (the password check runs either way). Guesses are counted per account and address (or
 * known device), so guessing from elsewhere never locks the owner out; the account's backstop
 * refuses everyone but the devices it signed in on before.
 */
export async function signIn(
  deps: AuthDeps,
  facts: RequestFacts,
  device: KnownDevice | null,
  body: { email: string; password: string },
): Promise<{ userId: number }> {
  const attempt = { email: body.email, ip: facts.ip, device };
  const { overBackstop } = await enforceAccountRateLimit(deps.rateLimits, RATE_LIMITS.signIn, attempt, deps.clock());
  if (overBackstop) throw overBackstop;
  const user = await deps.people.findByEmail(body.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', messages.signIn.wrongCredentials);
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_UNVERIFIED', messages.signIn.unverified);
  return { userId: user.id };
}
