import type { FastifyInstance } from 'fastify';

/**
 * For HTML that names no policy of its own (a file under /vue/prod/ opened directly, a plugin's
 * page), and for uploaded files served back (an image opened on its own): nothing may load or run.
 * The web app's pages, the API docs and the dev mailbox set theirs.
 */
export const NOTHING_RUNS_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const isHtml = (contentType: unknown) => String(contentType ?? '').startsWith('text/html');

/** Every HTML answer carries a Content-Security-Policy: its own, or else one that allows nothing. */
export function registerContentSecurityPolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isHtml(reply.getHeader('content-type')) && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', NOTHING_RUNS_POLICY);
    }
    return payload;
  });
}
