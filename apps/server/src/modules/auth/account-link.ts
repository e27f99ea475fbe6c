import type { RequestFacts } from '../../platform/http/request-facts.js';
import type { AccountLinkRequest } from '../../platform/jobs/job-catalogue.js';
import type { KnownDevice } from '../../platform/security/known-device.js';
import { enforceAccountRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import type { AuthDeps } from './auth-deps.js';

const LIMITS = { 'magic-link': RATE_LIMITS.magicLink, 'password-reset': RATE_LIMITS.passwordReset } as const;

/**
 * Asks for a sign-in link or a password reset to be emailed to an address. The request only counts
 * the attempt and adds a job (account-link.job.ts) that looks the person up and emails them, so the
 * answer is the same, in the same time, whether or not the address has an account. Over the
 * account's backstop the answer is still the same but nothing is sent, so strangers cannot flood
 * the owner's mailbox — except to a device the account signed in on before, which always gets its link.
 */
export async function requestAccountLink(
  deps: AuthDeps,
  facts: RequestFacts,
  device: KnownDevice | null,
  link: Pick<AccountLinkRequest, 'kind' | 'email' | 'next'>,
): Promise<{ status: 'sent' }> {
  const attempt = { email: link.email, ip: facts.ip, device };
  const { overBackstop } = await enforceAccountRateLimit(deps.rateLimits, LIMITS[link.kind], attempt, deps.clock());
  if (!overBackstop) {
    const { origin, clubId, clubName } = facts;
    await deps.transaction(({ outbox }) => outbox.job('account-link-email', { ...link, origin, clubId, clubName }));
  }
  return { status: 'sent' };
}
