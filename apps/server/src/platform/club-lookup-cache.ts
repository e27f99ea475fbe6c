import { LRUCache } from 'lru-cache';
import type { ResolvedClub } from './tenancy.js';

type FindClub = (subdomain: string) => Promise<ResolvedClub | null>;

/**
 * Every request (pages, assets, API) resolves its club from the Host header. This keeps each
 * answer, found or not, for `ttlMs` per process, so a busy club costs one query every few
 * seconds instead of one per request; requests arriving together for an unknown subdomain share
 * one query. A club's profile change (name, theme) reaches the other server processes within
 * `ttlMs`; the process that made it calls `forget` to see it at once. At most `maxEntries`
 * subdomains are kept, least recently used evicted, so made-up hosts cannot grow it without bound.
 */
export function cachedClubLookup(
  findClub: FindClub,
  opts: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
) {
  // lru-cache stores objects only, so "no such club" is kept as { club: null }.
  const cache = new LRUCache<string, { club: ResolvedClub | null }>({
    max: opts.maxEntries ?? 2_000,
    ttl: opts.ttlMs ?? 5_000,
    ttlResolution: 0, // read the clock on every check: `now` may be a test's clock
    ...(opts.now && { perf: { now: opts.now } }),
    fetchMethod: async (subdomain) => ({ club: await findClub(subdomain) }),
    // A failed lookup is not remembered (lru-cache drops a rejected fetch): the next request asks again.
    // An entry forgotten or evicted while its query is in flight still answers the requests waiting on it.
    ignoreFetchAbort: true,
  });

  return {
    async find(subdomain: string): Promise<ResolvedClub | null> {
      const entry = await cache.fetch(subdomain);
      return entry?.club ?? null; // never undefined: fetchMethod always answers an object, aborts are ignored
    },
    forget(subdomain: string): void {
      cache.delete(subdomain);
    },
  };
}
