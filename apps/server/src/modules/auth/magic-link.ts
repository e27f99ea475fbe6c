import type { AccountLinkRequest } from '../../platform/jobs/job-catalogue.js';
import { randomToken, sha256 } from '../../platform/security/tokens.js';
import type { AuthDeps, AuthTx } from './auth-deps.js';
import { magicLinkEmail } from './emails.js';

const LINK_LIFETIME_MS = 15 * 60_000;

/** Issues a single-use sign-in link to a person and emails it (the job of account-link.job.ts). */
export async function emailMagicLink(
  { tokens, outbox }: AuthTx,
  user: { id: number; email: string },
  { origin, clubId, clubName, next }: AccountLinkRequest,
  now: Date,
): Promise<void> {
  const token = randomToken();
  const url = new URL('/api/magic-link-login', origin);
  url.searchParams.set('token', token);
  if (next) url.searchParams.set('next', next);
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
  await tokens.insert({ kind: 'magic_link', tokenHash: sha256(token), userId: user.id, clubId, expiresAt });
  await outbox.email(magicLinkEmail(user.email, url.toString(), clubName));
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
export async function useMagicLink(
  deps: AuthDeps,
  token: string | undefined,
): Promise<{ userId: number; email: string } | null> {
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
    return { userId: user.id, email: user.email };
  });
}
