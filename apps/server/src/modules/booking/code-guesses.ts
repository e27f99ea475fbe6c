import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { requireAuth } from '../../platform/security/policy.js';
import { limitCounted, RATE_LIMITS, type Counted } from '../../platform/security/rate-limit.js';
import type { BookingDeps } from './booking-deps.js';

/** A checkout refusing the code typed (it tells the code is not one that applies). */
export const codeRefused: Counted<unknown> = {
  failures: (error) => error instanceof AppError && error.code === 'DISCOUNT_CODE_REFUSED',
};

/**
 * Runs a request that names a discount code under the limit on codes guessed: once the family or
 * the address has tried too many codes that were not the club's, 429 before the code is looked at
 * (docs/security.md, "Rate limits"). Requests without a code, and codes that apply, cost nothing.
 */
export function countingCodeGuesses<T>(
  deps: Pick<BookingDeps, 'rateLimits' | 'clock' | 'publicUrl'>,
  request: FastifyRequest,
  code: string | null | undefined,
  counted: Counted<T>,
  work: () => Promise<T>,
): Promise<T> {
  if (!code) return work();
  const subjects = [`ip:${requestFacts(request, deps.publicUrl).ip}`, `user:${requireAuth(request).user.id}`];
  return limitCounted(deps.rateLimits, RATE_LIMITS.discountCodeGuesses, subjects, deps.clock, counted, work);
}
