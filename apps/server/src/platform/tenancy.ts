import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

export interface ResolvedClub {
  id: number;
  subdomain: string;
  name: string;
  description: string;
  timeZone: string;
  currency: string;
  themePrimary: string;
  themeSecondary: string;
  themePanel: string;
  /** The logo in the file store, and when it was uploaded (its URL's cache-buster); null: no logo. */
  logoKey: string | null;
  logoUpdatedAt: Date | null;
  /** The version of the club's own stylesheet its pages link after the theme; null: none. */
  skinStylesheet: string | null;
  /** When a platform manager suspended the club; null: it takes bookings. */
  suspendedAt: Date | null;
}

/** What the Host header names: the platform itself, a known club, or a club that does not exist. */
export type Tenant =
  { kind: 'platform' } | { kind: 'club'; club: ResolvedClub } | { kind: 'unknown-club'; subdomain: string };

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
}

/** `demo.localhost:3000` with base domain `localhost` names the subdomain `demo`. */
export function subdomainFromHost(host: string | undefined, baseDomain: string): string | null {
  if (!host) return null;
  const hostname = host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
  const suffix = `.${baseDomain.toLowerCase()}`;
  if (!hostname.endsWith(suffix)) return null;
  const sub = hostname.slice(0, -suffix.length);
  return sub.length > 0 ? sub : null;
}

const SUBDOMAIN_SHAPE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Resolves the tenant of every request from its Host header before any route runs. */
export function registerTenancy(
  app: FastifyInstance,
  baseDomain: string,
  findClub: (subdomain: string) => Promise<ResolvedClub | null>,
): void {
  app.decorateRequest('tenant', null as never);
  app.addHook('onRequest', async (request) => {
    const sub = subdomainFromHost(request.headers.host, baseDomain);
    if (sub === null || sub === 'www') {
      request.tenant = { kind: 'platform' };
      return;
    }
    const club = SUBDOMAIN_SHAPE.test(sub) ? await findClub(sub) : null;
    request.tenant = club ? { kind: 'club', club } : { kind: 'unknown-club', subdomain: sub };
  });
  // A club route is not there at all on any other host: 404 before sign-in or permission is considered.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.scope === 'club') requireClub(request);
  });
}

/** The club a club-scoped route works on; answers 404 on the platform host or an unknown club. */
export function requireClub(request: FastifyRequest): ResolvedClub {
  if (request.tenant.kind === 'club') return request.tenant.club;
  throw new AppError('NOT_FOUND', 'Club not found');
}
