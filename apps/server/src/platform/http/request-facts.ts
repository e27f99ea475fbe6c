import type { FastifyRequest } from 'fastify';

/** Facts about the request a use case may use (never the raw request). */
export interface RequestFacts {
  ip: string;
  /** The browser's User-Agent, as sent (records of consent keep it). */
  userAgent: string | null;
  /** `https://demo.example.com`: the configured public URL with the resolved club, never the request's Host. */
  origin: string;
  clubId: number | null;
  clubName: string;
}

/**
 * The origin for links in emails comes from the resolved tenant and the configured public URL
 * (`PUBLIC_URL`), never from the request's Host or scheme: a forged Host cannot point a reset link
 * at another site or port.
 */
export function requestFacts(request: FastifyRequest, publicUrl: URL): RequestFacts {
  const club = request.tenant.kind === 'club' ? request.tenant.club : null;
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    origin: `${publicUrl.protocol}//${club ? `${club.subdomain}.` : ''}${publicUrl.host}`,
    clubId: club?.id ?? null,
    clubName: club?.name ?? 'Clubroom',
  };
}
