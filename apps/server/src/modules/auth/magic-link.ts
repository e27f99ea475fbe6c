import type { RequestFacts } from '../../platform/http/request-facts.js';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/security/rate-limit.js';
import { randomToken, sha256 } from '../../platform/security/tokens.js';
import type { AuthDeps } from './auth-deps.js';
import { magicLinkEmail } from './emails.js';

const LINK_LIFETIME_MS = 15 * 60_000;

/** Emails a single-use sign-in link when the account exists; answers the same either way. */
export async function sendMagicLink(
  deps: AuthDeps,
  facts: RequestFacts,
  body: { email: string; next?: string },
): Promise<{ status: 'sent' }> {
  const now = deps.clock();
  await enforceRateLimit(deps.rateLimits, RATE_LIMITS.magicLink, [`ip:${facts.ip}`, `email:${body.email}`], now);
  const user = await deps.people.findByEmail(body.email);
  if (user) {
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
    const tokenHash = sha256(token);
    const url = new URL('/api/magic-link-login', facts.origin);
    url.searchParams.set('token', token);
    if (body.next) url.searchParams.set('next', body.next);
    await deps.transaction(async ({ tokens, outbox }) => {
      await tokens.insert({ kind: 'magic_link', tokenHash, userId: user.id, clubId: facts.clubId, expiresAt });
      await outbox.email(magicLinkEmail(user.email, url.toString(), facts.clubName));
    });
  }
  return { status: 'sent' };
}

/** Whether a link would still sign someone in, without using it (mail scanners open links too). */
export async function isLiveMagicLink(deps: AuthDeps, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const row = await deps.tokens.find('magic_link', sha256(token));
  return Boolean(row && !row.usedAt && row.expiresAt > deps.clock());
}

/**
 * Uses a magic link once: a live link signs its person in (and proves their email; an unverified
 * account loses any password a sign-up left on it). Its writes commit together.
 */
export async function useMagicLink(deps: AuthDeps, token: string | undefined): Promise<{ userId: number } | null> {
  if (!token) return null;
  const now = deps.clock();
  const row = await deps.tokens.find('magic_link', sha256(token));
  if (!row || row.usedAt || row.expiresAt <= now) return null;
  return deps.transaction(async ({ people, tokens }) => {
    if (!(await tokens.consume(row.id, now))) return null;
    const user = await people.findById(row.userId);
    if (!user) return null;
    if (!user.emailVerifiedAt) {
      // The mailbox's owner is proved, but nothing a sign-up put on the account is: no password from
      // an unverified sign-up survives (they can set one by password reset), and pending codes die.
      await people.setPassword(user.id, null, now);
      await tokens.voidAll('email_verification', user.id, now);
    }
    return { userId: user.id };
  });
}
