import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { requestFacts } from '../../platform/http/request-facts.js';
import { requireAuth } from '../../platform/security/policy.js';
import { limitCounted, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { PaymentsDeps } from './payments-deps.js';

const isDecline = (error: unknown) => error instanceof AppError && error.code === 'PAYMENT_FAILED';

/**
 * Runs a card attempt (paying, saving a card) under the limit on declined cards: once the account,
 * the order or the address has had too many declines in the hour, 429 before the card is tried
 * (card testing: docs/security.md, "Rate limits"). A successful attempt costs nothing.
 */
export function countingDeclines<T>(
  deps: Pick<PaymentsDeps, 'rateLimits' | 'clock' | 'publicUrl'>,
  request: FastifyRequest,
  orderUuid: string | null,
  work: () => Promise<T>,
): Promise<T> {
  const { user } = requireAuth(request);
  const { ip } = requestFacts(request, deps.publicUrl);
  const subjects = [`ip:${ip}`, `user:${user.id}`, ...(orderUuid ? [`order:${orderUuid}`] : [])];
  return limitCounted(deps.rateLimits, RATE_LIMITS.cardDeclines, subjects, deps.clock, { failures: isDecline }, work);
}
