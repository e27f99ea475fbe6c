import type { FastifyRequest } from 'fastify';
import type { RequestFacts } from './auth-deps.js';

/**
 * The origin for links in emails comes from the resolved tenant and the configured base domain,
 * never from the raw Host header, so a forged Host cannot point a reset link at another site.
 */
export function requestFacts(request: FastifyRequest, baseDomain: string): RequestFacts {
  const club = request.tenant.kind === 'club' ? request.tenant.club : null;
  const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
  const host = `${club ? `${club.subdomain}.` : ''}${baseDomain}${port ? `:${port}` : ''}`;
  return {
    ip: request.ip,
    origin: `${request.protocol}://${host}`,
    clubId: club?.id ?? null,
    clubName: club?.name ?? 'Clubroom',
  };
}
