import type { SignUpBody } from '@clubroom/domain/contracts';
import { messages } from '@clubroom/domain/messages';
import { normaliseUkMobile } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import { hashPassword, passwordProblem } from '../../platform/auth/passwords.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/auth/rate-limit.js';
import type { AuthDeps, RequestFacts } from './auth-deps.js';
import { sendVerificationCode } from './send-verification-code.js';
import { newSignUpAttempt } from './sign-up-attempt.js';

type ParsedSignUp = Required<Omit<SignUpBody, 'acceptTerms'>>;

/**
 * A parent signs up on a club's site: a new address gets an unverified account with a parent role
 * at the club, its names and mobile, and no password. A 6-digit code is emailed for this sign-up
 * attempt; the attempt's details (password included) ride on the code and reach the account only
 * when the code is entered in the browser that holds the attempt's secret (the route sets it as a
 * cookie). Signing up again with an unverified address starts another attempt and changes nothing
 * on the account, so nobody can put their password on someone else's address.
 */
export async function signUp(deps: AuthDeps, facts: RequestFacts, body: ParsedSignUp): Promise<{ status: 'verification-required'; attemptSecret: string }> {
  // Input is checked before the attempt is counted: a refused password writes nothing.
  const problem = passwordProblem(body.password);
  if (problem) throw new AppError('VALIDATION_FAILED', 422, problem, [{ path: 'body.password', message: problem }]);
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.signUp, [`ip:${facts.ip}`, `email:${body.email}`], deps.clock());
  const existing = await deps.users.findByEmail(body.email);
  if (existing?.emailVerifiedAt) {
    throw new AppError('EMAIL_TAKEN', 409, messages.signUp.emailTaken, [{ path: 'body.email', message: messages.signUp.emailTaken }]);
  }
  const mobile = normaliseUkMobile(body.mobile);
  const pending = {
    firstName: body.firstName,
    lastName: body.lastName,
    mobile,
    passwordHash: await hashPassword(body.password),
    marketingOptIn: body.marketingOptIn,
  };
  const user = existing ?? (await deps.users.insert({ email: body.email, firstName: body.firstName, lastName: body.lastName, mobile, passwordHash: null }));
  if (facts.clubId) await deps.users.ensureMembership(facts.clubId, user.id, 'parent');
  const { secret, attemptHash } = newSignUpAttempt();
  await sendVerificationCode(deps, facts, user, { attemptHash, pending });
  return { status: 'verification-required', attemptSecret: secret };
}
