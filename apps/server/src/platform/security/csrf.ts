import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `https://demo.example.com` from an Origin or Referer; null when there is none or it is not a URL. */
function originOf(source: string | undefined): string | null {
  if (!source || source === 'null') return null;
  try {
    const { origin } = new URL(source);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether the request comes from a page of the site it is sent to: its Origin (or, failing that, Referer) names the
 * same scheme, host and port. `request.protocol` and `request.host` are the proxy's word only from a trusted proxy.
 */
export function isFromOwnSite(request: FastifyRequest): boolean {
  const source = originOf(request.headers.origin ?? request.headers.referer);
  const own = request.host ? originOf(`${request.protocol}://${request.host}`) : null;
  return source !== null && source === own;
}

/**
 * CSRF defence in depth: session cookies are SameSite=Lax, and every state-changing request must
 * come from a page of the same site, shown by its Origin (or, failing that, Referer) header
 * naming the scheme, host and port it is sent to. Browsers send Origin on every cross-site POST,
 * so a forged form or fetch from another site is refused before any route runs; comparing the
 * scheme too means a page served over plain HTTP (which anyone on the network can rewrite) cannot
 * post to the HTTPS site, nor the other way round.
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return;
    if (!isFromOwnSite(request)) {
      throw new AppError(
        'CSRF_REJECTED',
        'This request did not come from a page of this site. Please reload the page and try again.',
      );
    }
  });
}
