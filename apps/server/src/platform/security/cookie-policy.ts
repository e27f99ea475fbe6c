import type { FastifyRequest } from 'fastify';

/**
 * In production our cookies carry the `__Host-` prefix: browsers accept such a cookie only when
 * Secure, on Path=/ and without Domain, so neither a club's subdomain nor a plain-http page can set
 * or overwrite it. Elsewhere (http://localhost) they keep the plain name.
 */
export const hostOnlyCookieName = (name: string, production: boolean): string => (production ? `__Host-${name}` : name);

/** Always Secure in production (whatever a proxy says); elsewhere only over HTTPS. */
export const secureCookie = (request: FastifyRequest, production: boolean): boolean =>
  production || request.protocol === 'https';
