import { AppError } from '../errors.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

export interface RateLimit {
  /** What is limited, e.g. 'sign-in'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Sign-in and email-sending routes, per address (IP) and per account (email). */
export const RATE_LIMITS = {
  signIn: { name: 'sign-in', limit: 10, windowSeconds: 15 * 60 },
  magicLink: { name: 'magic-link', limit: 5, windowSeconds: 60 * 60 },
  verificationCode: { name: 'verification-code', limit: 10, windowSeconds: 15 * 60 },
  passwordReset: { name: 'password-reset', limit: 5, windowSeconds: 60 * 60 },
  emailStatus: { name: 'email-status', limit: 30, windowSeconds: 15 * 60 },
  signUp: { name: 'sign-up', limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

/**
 * Counts one attempt against each subject (e.g. `ip:1.2.3.4`, `email:a@b.c`) and answers 429 with
 * a clear message once any of them is over its limit. Counters live in the database, so every
 * server process shares them.
 */
export async function enforceRateLimit(repo: RateLimitRepository, limit: RateLimit, subjects: string[], now: Date): Promise<void> {
  for (const subject of subjects) {
    const count = await repo.hit(`${limit.name}:${subject}`.slice(0, 200), limit.windowSeconds, now);
    if (count > limit.limit) {
      const minutes = Math.ceil(limit.windowSeconds / 60);
      throw new AppError('RATE_LIMITED', 429, `Too many attempts. Please wait ${minutes} minutes and try again.`);
    }
  }
}
