import { randomCode, sha256 } from '../../platform/auth/tokens.js';
import type { AuthDeps, RequestFacts } from './auth-deps.js';
import { verificationCodeEmail } from './emails.js';

export const CODE_LIFETIME_MS = 15 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

/** The code is stored hashed with the user id, so equal codes of two people never collide. */
export const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

export async function sendVerificationCode(deps: AuthDeps, facts: RequestFacts, user: { id: number; email: string }): Promise<void> {
  const code = randomCode();
  await deps.users.insertToken({
    kind: 'email_verification',
    tokenHash: codeHash(user.id, code),
    userId: user.id,
    clubId: facts.clubId,
    expiresAt: new Date(deps.clock().getTime() + CODE_LIFETIME_MS),
  });
  await deps.mailer.send(verificationCodeEmail(user.email, code, facts.clubName));
}
