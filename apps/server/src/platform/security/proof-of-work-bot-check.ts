import { randomInt } from 'node:crypto';
import { botCheckChallengeSchema, botCheckTokenSchema, type BotCheckToken } from '@clubroom/domain/api';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { BotCheck } from './bot-check.js';
import type { BotCheckRepository } from './bot-check.repository.js';

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 rounds per guess. */
const COST = 1000;
/**
 * The browser derives keys for counters 0, 1, 2… until it reaches the one picked here: about
 * 0.05 s in a desktop browser, a few tenths of a second on a phone; a script pays the same per request.
 */
const COUNTER = { min: 100, max: 200 };
/** How long a puzzle may be answered after it was served. */
const LIFETIME_MS = 10 * 60_000;

function decode(header: string): BotCheckToken | null {
  try {
    const parsed = botCheckTokenSchema.safeParse(JSON.parse(Buffer.from(header, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The self-hosted bot check: an ALTCHA proof-of-work puzzle signed with `secret` (HMAC), so no
 * third-party service is involved. The expiry rides in the signed `data` and is checked against
 * the app's clock (ALTCHA's own `expiresAt` is checked against the system time, which tests
 * cannot move). A solved puzzle is accepted once, across processes (`used`).
 */
export function proofOfWorkBotCheck(secret: string, used: BotCheckRepository, clock: () => Date): BotCheck {
  return {
    async challenge() {
      const expiresAt = clock().getTime() + LIFETIME_MS;
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER.min, COUNTER.max + 1),
        deriveKey,
        hmacSignatureSecret: secret,
        data: { expiresAt },
      });
      return botCheckChallengeSchema.parse(challenge);
    },
    async verify(header) {
      const token = decode(header);
      if (!token || !(await verifySolution({ ...token, deriveKey, hmacSignatureSecret: secret })).verified)
        return false;
      // The signature is ours, so the data is what challenge() wrote.
      const expiresAt = Number((token.challenge.parameters.data as { expiresAt?: unknown } | undefined)?.expiresAt);
      const now = clock();
      if (!(expiresAt > now.getTime())) return false;
      return used.markUsed(token.challenge.signature, new Date(expiresAt), now);
    },
  };
}
