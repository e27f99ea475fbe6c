import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Bootstrap } from '@clubroom/domain/api';
import { isPagePath } from '@clubroom/domain/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** API paths answer JSON; every other path is a page of the web app. */
export const isApiPath = (pathname: string) => /^\/(api|rest)(\/|$)/.test(pathname);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a <script> must not be able to close the tag. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function headFor(bootstrap: Bootstrap): string {
  const club = bootstrap.club;
  const theme = club?.theme ?? { primary: '555555', secondary: '9d9d9d', panel: 'f5f5f5' };
  const title = club
    ? `${club.name} | Classes and camps`
    : bootstrap.notFound
      ? 'Page not found | Clubroom'
      : "Clubroom | Book children's activity classes";
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<style>:root{--club-primary:#${theme.primary};--club-secondary:#${theme.secondary};--club-panel:#${theme.panel}}</style>`,
    `<script id="bootstrap" type="application/json">${scriptSafeJson(bootstrap)}</script>`,
  ].join('');
}

/**
 * Serves the built web app: hashed assets under /vue/prod/ (the spec's static prefix) cached for a
 * year, and index.html, with the club's bootstrap and theme injected, for every page route.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  bootstrapOf: (request: FastifyRequest) => Bootstrap,
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const indexPath = path.join(distDir, 'index.html');
  const template = fs.existsSync(indexPath)
    ? fs.readFileSync(indexPath, 'utf8')
    : '<!doctype html><html lang="en"><head><!--app-head--></head><body><p>The web app is not built yet: run <code>npm run build</code>.</p></body></html>';
  if (fs.existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/vue/prod/',
      index: false,
      wildcard: true,
      // Hashed assets never change under their name; anything else is revalidated.
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  return function sendPage(request, reply) {
    const bootstrap = bootstrapOf(request);
    const urlPath = request.url.split('?')[0];
    // A page of the web app (packages/domain/src/pages.ts) on this host; anything else is its not-found page.
    const known = !bootstrap.notFound && isPagePath(bootstrap.club ? 'club' : 'platform', urlPath);
    return reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', CONTENT_SECURITY_POLICY)
      .send(template.replace('<!--app-head-->', headFor(bootstrap)));
  };
}
