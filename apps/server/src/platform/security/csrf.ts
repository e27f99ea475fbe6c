import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth: session cookies are SameSite=Lax, and every state-changing request must
 * come from a page of the same site, shown by its Origin (or, failing that, Referer) header
 * naming the host it is sent to. Browsers send Origin on every cross-site POST, so a forged form
 * or fetch from another site is refused before any route runs.
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return;
    const source = request.headers.origin ?? request.headers.referer;
    let sourceHost: string | null = null;
    try {
      sourceHost = source && source !== 'null' ? new URL(source).host : null;
    } catch {
      sourceHost = null;
    }
    if (!sourceHost || sourceHost.toLowerCase() !== String(request.headers.host ?? '').toLowerCase()) {
      throw new AppError(
        'CSRF_REJECTED',
        'This request did not come from a page of this site. Please reload the page and try again.',
      );
    }
  });
}
