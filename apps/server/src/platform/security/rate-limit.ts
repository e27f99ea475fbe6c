import { messages } from '@clubroom/domain/messages';
import { AppError } from '../errors.js';
import { sha256 } from './tokens.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

export interface RateLimit {
  /** What is limited, e.g. 'sign-in'. */
  name: string;
  /** Attempts per account (email) in a window. */
  limit: number;
  /**
   * Attempts per address (IP) in a window: higher, because a school, an office or a mobile
   * network puts many honest people behind one address.
   */
  perAddress: number;
  windowSeconds: number;
}

/** Sign-in and email-sending routes, per account (email, or the signed-in person) and per address (IP). */
export const RATE_LIMITS = {
  signIn: { name: 'sign-in', limit: 10, perAddress: 50, windowSeconds: 15 * 60 },
  magicLink: { name: 'magic-link', limit: 5, perAddress: 25, windowSeconds: 60 * 60 },
  verificationCode: { name: 'verification-code', limit: 10, perAddress: 50, windowSeconds: 15 * 60 },
  passwordReset: { name: 'password-reset', limit: 5, perAddress: 25, windowSeconds: 60 * 60 },
  emailStatus: { name: 'email-status', limit: 30, perAddress: 150, windowSeconds: 15 * 60 },
  signUp: { name: 'sign-up', limit: 10, perAddress: 50, windowSeconds: 60 * 60 },
  /** Per organiser (`user:` subject) rather than per invited address, so the route cannot be used to spam. */
  staffInvite: { name: 'staff-invite', limit: 50, perAddress: 250, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

/** The counter's key; a long subject (an email can be 254 characters) is hashed so keys never collide by truncation. */
const keyOf = (limit: RateLimit, subject: string) => {
  const key = `${limit.name}:${subject}`;
  return key.length <= 200 ? key : `${limit.name}:sha256:${sha256(subject)}`;
};

/**
 * Counts one attempt against each subject (e.g. `ip:1.2.3.4`, `email:a@b.c`) and answers 429 with
 * a clear message once any of them is over its limit, saying how long until the window ends
 * (also in Retry-After). Counters live in the database, so every server process shares them.
 */
export async function enforceRateLimit(
  repo: RateLimitRepository,
  limit: RateLimit,
  subjects: string[],
  now: Date,
): Promise<void> {
  for (const subject of subjects) {
    const { count, windowStart } = await repo.hit(keyOf(limit, subject), limit.windowSeconds, now);
    if (count > (subject.startsWith('ip:') ? limit.perAddress : limit.limit)) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000),
      );
      throw new AppError('RATE_LIMITED', messages.rateLimited(Math.ceil(retryAfterSeconds / 60)), undefined, {
        'retry-after': String(retryAfterSeconds),
      });
    }
  }
}
