import type { PendingSignUp } from '../../db/schema/index.js';
import { randomCode, sha256 } from '../../platform/auth/tokens.js';
import type { AuthDeps, RequestFacts } from './auth-deps.js';
import { verificationCodeEmail } from './emails.js';

export const CODE_LIFETIME_MS = 15 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

/**
 * The code is stored hashed with the user id and the sign-up attempt, so equal codes of two people
 * or two attempts never collide, and a code matches only with its own attempt.
 */
export const codeHash = (userId: number, attemptHash: string, code: string) => sha256(`${userId}:${attemptHash}:${code}`);

/** One sign-up attempt: the SHA-256 of its browser's secret, and the details it asked for. */
export interface SignUpAttempt {
  attemptHash: string;
  pending: PendingSignUp;
}

/** Emails a new code for a sign-up attempt; it replaces the attempt's earlier unused codes only. */
export async function sendVerificationCode(deps: AuthDeps, facts: RequestFacts, user: { id: number; email: string }, attempt: SignUpAttempt): Promise<void> {
  const expiresAt = new Date(deps.clock().getTime() + CODE_LIFETIME_MS);
  let code = randomCode();
  // A code the attempt had before (one in a million) would break the unique hash: draw again.
  while (!(await deps.users.insertToken({
    kind: 'email_verification', tokenHash: codeHash(user.id, attempt.attemptHash, code), userId: user.id, clubId: facts.clubId, expiresAt, ...attempt,
  }))) code = randomCode();
  await deps.mailer.send(verificationCodeEmail(user.email, code, facts.clubName));
}
