import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { RequestFacts } from '../../platform/http/request-facts.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { AuthDeps } from './auth-deps.js';
import { CODE_MAX_ATTEMPTS, codeHash } from './verification-code.js';

const invalid = () =>
  new AppError('CODE_INVALID', messages.verificationCode.invalid, [
    { path: 'body.code', message: messages.verificationCode.invalid },
  ]);

/**
 * Checks the emailed code against the live code of the sign-up attempt the browser holds
 * (`attemptHash`, from its cookie). On success the attempt's details (password, names, mobile,
 * marketing choice) are applied, the terms it accepted are recorded as the person's acceptance,
 * the email is verified, every other pending code is voided, and the person is signed in. No
 * cookie, another attempt's code, an already verified address: the same answer as a wrong code.
 * Using the code, applying the details, recording the acceptance and voiding the other codes
 * commit together.
 */
export async function verifyEmailCode(
  deps: AuthDeps,
  facts: RequestFacts,
  body: { email: string; code: string },
  attemptHash: string | null,
): Promise<{ userId: number }> {
  const now = deps.clock();
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.verificationCode, [`ip:${facts.ip}`, `email:${body.email}`], now);
  const user = await deps.people.findByEmail(body.email);
  // A verified account never takes details from a sign-up attempt.
  if (!user || user.emailVerifiedAt || !attemptHash) throw invalid();
  const token = await deps.tokens.findLiveAttemptCode(user.id, attemptHash, now);
  if (!token?.pending || token.attempts >= CODE_MAX_ATTEMPTS) throw invalid();
  if (token.tokenHash !== codeHash(user.id, attemptHash, body.code)) {
    await deps.tokens.countFailedAttempt(token.id, token.attempts + 1);
    throw invalid();
  }
  const { firstName, lastName, mobile, passwordHash, marketingOptIn, termsAccepted } = token.pending;
  await deps.transaction(async ({ people, tokens, terms }) => {
    if (!(await tokens.consume(token.id, now))) throw invalid();
    await people.completeSignUp(user.id, { firstName, lastName, mobile, passwordHash, marketingOptIn }, now);
    if (termsAccepted) {
      const acceptedAt = new Date(termsAccepted.acceptedAt);
      await terms.recordAcceptance(user.id, { ...termsAccepted, acceptedAt, marketingOptIn });
    }
    await tokens.voidAll('email_verification', user.id, now);
  });
  return { userId: user.id };
}
