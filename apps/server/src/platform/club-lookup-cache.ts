import type { ResolvedClub } from './tenancy.js';

type FindClub = (subdomain: string) => Promise<ResolvedClub | null>;

/**
 * Every request (pages, assets, API) resolves its club from the Host header. This keeps each
 * answer, found or not, for `ttlMs` per process, so a busy club costs one query every few
 * seconds instead of one per request. A club's profile change (name, theme) reaches the other
 * server processes within `ttlMs`; the process that made it calls `forget` to see it at once.
 * At most `maxEntries` subdomains are kept, least recently used evicted, so made-up hosts
 * cannot grow it without bound.
 */
export function cachedClubLookup(findClub: FindClub, opts: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const ttlMs = opts.ttlMs ?? 5_000;
  const maxEntries = opts.maxEntries ?? 2_000;
  const now = opts.now ?? (() => performance.now());
  const entries = new Map<string, { club: Promise<ResolvedClub | null>; expiresAt: number }>();

  return {
    find(subdomain: string): Promise<ResolvedClub | null> {
      const hit = entries.get(subdomain);
      entries.delete(subdomain);
      if (hit && hit.expiresAt > now()) {
        entries.set(subdomain, hit);
        return hit.club;
      }
      const club = findClub(subdomain);
      // A failed lookup is not remembered: the next request asks the database again.
      club.catch(() => entries.delete(subdomain));
      entries.set(subdomain, { club, expiresAt: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return club;
    },
    forget(subdomain: string): void {
      entries.delete(subdomain);
    },
  };
}
