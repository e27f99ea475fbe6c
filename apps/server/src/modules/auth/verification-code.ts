import type { AuthTokensRepository, PendingSignUp } from '../../platform/security/auth-tokens.repository.js';
import { randomCode, sha256 } from '../../platform/security/tokens.js';

export const CODE_LIFETIME_MS = 15 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

/**
 * The code is stored hashed with the user id and the sign-up attempt, so equal codes of two people
 * or two attempts never collide, and a code matches only with its own attempt.
 */
export const codeHash = (userId: number, attemptHash: string, code: string) =>
  sha256(`${userId}:${attemptHash}:${code}`);

/** One sign-up attempt: the SHA-256 of its browser's secret, and the details it asked for. */
export interface SignUpAttempt {
  attemptHash: string;
  pending: PendingSignUp;
}

/**
 * Stores a new code for a sign-up attempt, replacing the attempt's earlier unused codes only, and
 * answers it, to be emailed once the writes commit.
 */
export async function issueVerificationCode(
  tokens: AuthTokensRepository,
  clubId: number | null,
  userId: number,
  attempt: SignUpAttempt,
  now: Date,
): Promise<string> {
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  const store = (code: string) =>
    tokens.insert({
      kind: 'email_verification',
      tokenHash: codeHash(userId, attempt.attemptHash, code),
      userId,
      clubId,
      expiresAt,
      ...attempt,
    });
  let code = randomCode();
  // A code the attempt had before (one in a million) would break the unique hash: draw again.
  while (!(await store(code))) code = randomCode();
  return code;
}
