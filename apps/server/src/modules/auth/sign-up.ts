import type { SignUpBody } from '@clubroom/domain/contracts';
import { messages } from '@clubroom/domain/messages';
import { normaliseUkMobile } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import { hashPassword, passwordProblem } from '../../platform/auth/passwords.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/auth/rate-limit.js';
import type { AuthDeps, RequestFacts } from './auth-deps.js';
import { sendVerificationCode } from './send-verification-code.js';

type ParsedSignUp = Required<Omit<SignUpBody, 'acceptTerms'>>;

/**
 * A parent signs up on a club's site: the account is created unverified with a parent role at
 * the club, and a 6-digit code is emailed. Signing up again before verifying updates the details.
 */
export async function signUp(deps: AuthDeps, facts: RequestFacts, body: ParsedSignUp): Promise<{ status: 'verification-required' }> {
  // Input is checked before the attempt is counted: a refused password writes nothing.
  const problem = passwordProblem(body.password);
  if (problem) throw new AppError('VALIDATION_FAILED', 422, problem, [{ path: 'body.password', message: problem }]);
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.signUp, [`ip:${facts.ip}`, `email:${body.email}`], deps.clock());
  const existing = await deps.users.findByEmail(body.email);
  if (existing?.emailVerifiedAt) {
    throw new AppError('EMAIL_TAKEN', 409, messages.signUp.emailTaken, [{ path: 'body.email', message: messages.signUp.emailTaken }]);
  }
  const details = {
    firstName: body.firstName,
    lastName: body.lastName,
    mobile: normaliseUkMobile(body.mobile),
    passwordHash: await hashPassword(body.password),
    marketingOptIn: body.marketingOptIn,
    marketingUpdatedAt: deps.clock(),
  };
  const user = existing ?? (await deps.users.insert({ email: body.email, ...details }));
  if (existing) await deps.users.update(existing.id, details);
  if (facts.clubId) await deps.users.ensureMembership(facts.clubId, user.id, 'parent');
  await sendVerificationCode(deps, facts, user);
  return { status: 'verification-required' };
}
