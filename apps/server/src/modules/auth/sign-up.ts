import type { SignUpBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { normaliseUkMobile } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { RequestFacts } from '../../platform/http/request-facts.js';
import type { PendingSignUp } from '../../platform/security/auth-tokens.repository.js';
import { hashPassword, passwordProblem } from '../../platform/security/passwords.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { AuthDeps } from './auth-deps.js';
import { verificationCodeEmail } from './emails.js';
import { newSignUpAttempt } from './sign-up-attempt.js';
import { issueVerificationCode } from './verification-code.js';

type ParsedSignUp = Required<Omit<SignUpBody, 'acceptTerms'>>;

/**
 * A parent signs up on a club's site: a new address gets an unverified account with a parent role
 * at the club, its names and mobile, and no password. A 6-digit code is emailed for this sign-up
 * attempt; the attempt's details (password included) ride on the code and reach the account only
 * when the code is entered in the browser that holds the attempt's secret (the route sets it as a
 * cookie). Signing up again with an unverified address starts another attempt and changes nothing
 * on the account, so nobody can put their password on someone else's address. The terms the form
 * accepted (the parent terms current now) ride on the attempt too, and become the person's
 * acceptance with the rest. The account, its membership, the code and the email's job are written
 * in one transaction.
 */
export async function signUp(
  deps: AuthDeps,
  facts: RequestFacts,
  body: ParsedSignUp,
): Promise<{ status: 'verification-required'; attemptSecret: string }> {
  // Input is checked before the attempt is counted: a refused password writes nothing.
  const problem = await passwordProblem(body.password);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path: 'body.password', message: problem }]);
  const now = deps.clock();
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.signUp, [`ip:${facts.ip}`, `email:${body.email}`], now);
  const existing = await deps.people.findByEmail(body.email);
  if (existing?.emailVerifiedAt) {
    throw new AppError('EMAIL_TAKEN', messages.signUp.emailTaken, [
      { path: 'body.email', message: messages.signUp.emailTaken },
    ]);
  }
  const mobile = normaliseUkMobile(body.mobile);
  // The body's acceptTerms is always true (its schema refuses anything else): these terms, now, from here.
  const termsId = await deps.terms.current();
  const { ip, userAgent, clubId } = facts;
  const termsAccepted =
    termsId === null ? undefined : { contractId: termsId, clubId, acceptedAt: now.toISOString(), ip, userAgent };
  const pending: PendingSignUp = {
    firstName: body.firstName,
    lastName: body.lastName,
    mobile,
    passwordHash: await hashPassword(body.password),
    marketingOptIn: body.marketingOptIn,
    termsAccepted,
  };
  const { secret, attemptHash } = newSignUpAttempt();
  await deps.transaction(async ({ people, tokens, outbox }) => {
    const { firstName, lastName } = body;
    const user = existing ?? (await people.createUser({ email: body.email, firstName, lastName, mobile }));
    if (facts.clubId) await people.joinClub(facts.clubId, user.id, 'parent');
    const code = await issueVerificationCode(tokens, facts.clubId, user.id, { attemptHash, pending }, now);
    await outbox.email(verificationCodeEmail(user.email, code, facts.clubName));
  });
  return { status: 'verification-required', attemptSecret: secret };
}
