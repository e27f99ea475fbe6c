import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Bootstrap, Me } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { matchPage, pageDefinitionOf, type PageData, type PageMatch } from '@clubroom/domain/pages';
import { pageTitle, PLATFORM_NAME, textColourOn, type StructuredData } from '@clubroom/domain/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressible } from './http/compression.js';
import { inlineStylesheets } from './inline-stylesheets.js';
import type { Clock } from './clock.js';
import { pageCallsOf } from './page-calls.js';
import { loadPageModulePreloads, type PageModulePreloads } from './page-preloads.js';
import { loadPageRenderer, SSR_DIR } from './page-renderer.js';
import { ASSETS_PREFIX } from './web-assets.js';
import { createRenderedPages } from './rendered-pages.js';

/**
 * Stripe.js (the card collector with Stripe) loads from Stripe, shows its card field and the bank's
 * 3-D Secure page in Stripe's frames, and sends the card to Stripe's API: its sources, and only with Stripe.
 */
const STRIPE_JS = {
  script: 'https://js.stripe.com',
  frame: 'https://js.stripe.com https://hooks.stripe.com',
  connect: 'https://api.stripe.com',
};

/**
 * A page rendered on the server paints from its HTML alone: the build's preloads of the entry's chunks (one of ~100 KB,
 * at high priority) would only compete with that first paint, so such a page leaves them to its entry script
 * (Lighthouse's first paint 1.2-1.8 s with them, 0.9-1.3 s without: bench/README.md, lighthouse).
 */
const withoutModulePreloads = (html: string) => html.replace(/<link rel="modulepreload"[^>]*>/g, '');

/** The pages' policy: everything from the site itself, and Stripe.js's sources when the provider is Stripe. */
export function contentSecurityPolicy(paymentsProvider: 'sandbox' | 'stripe'): string {
  const stripe = paymentsProvider === 'stripe';
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    stripe ? `script-src 'self' ${STRIPE_JS.script}` : "script-src 'self'",
    stripe ? `connect-src 'self' ${STRIPE_JS.connect}` : "connect-src 'self'",
    ...(stripe ? [`frame-src ${STRIPE_JS.frame}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** API paths answer JSON; every other path is a page of the web app. */
export const isApiPath = (pathname: string) => /^\/(api|rest)(\/|$)/.test(pathname);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a <script> must not be able to close the tag ('<' occurs only inside JSON's strings). */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/** What a page's HTML head says about it before the app runs: for the tab and for link previews. */
export interface PageHead {
  /** The page's own name (null: the site's home page), titled with the site's name. */
  title: string | null;
  description: string;
  /**
   * What search engines read of the page (schema.org JSON-LD: the club's sessions, a course, a camp), or its JSON
   * already serialised (the schedule's, kept with its cached answer: ~140 KB of a large schedule's to build per visit).
   */
  structuredData?: StructuredData | string;
}

/** A route's answer a page is rendered from: the value for the server's rendering, its JSON for the browser. */
export interface PageAnswer {
  value: unknown;
  json: string;
  /**
   * A short stand-in for `json` in a rendered page's key, unique to it (the schedule's ETag): the key is a hash, and
   * hashing a large schedule's 360 KB on every visit cost more than all else a kept page needs.
   */
  key?: string;
}

/** What the module that owns a page says of it before the app runs. */
export interface PageContent {
  /** null: what the page shows does not exist (404). */
  head: PageHead | null;
  /** The answers the page shows, by operation id (null: the route's 404), as `PageData` describes. */
  data: Record<string, PageAnswer | null>;
}

/** A page's content, read by the module that owns the page; undefined for pages no module describes. */
export type PageContentOf = (request: FastifyRequest, match: PageMatch) => Promise<PageContent | undefined>;

const DEFAULT_DESCRIPTION = "Find children's activity classes and holiday camps, and book and pay online.";

const jsonOf = (data: StructuredData | string) => (typeof data === 'string' ? data : JSON.stringify(data));

function headFor(bootstrap: Bootstrap, me: Me, head: PageHead | null | undefined, url: string): string {
  const site = bootstrap.club?.name ?? PLATFORM_NAME;
  const theme = bootstrap.club?.theme ?? { primary: '555555', secondary: '9d9d9d', panel: 'f5f5f5' };
  const title =
    head === null || bootstrap.notFound
      ? pageTitle(messages.notFound.title, site)
      : pageTitle(head?.title ?? null, site);
  const description = head?.description ?? DEFAULT_DESCRIPTION;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    // Open Graph: what a link preview (messaging apps, social sites) shows.
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    `<style>:root{--club-primary:#${theme.primary};--club-on-primary:${textColourOn(theme.primary)};--club-secondary:#${theme.secondary};--club-panel:#${theme.panel}}</style>`,
    `<script id="bootstrap" type="application/json">${scriptSafe(JSON.stringify(bootstrap))}</script>`,
    // Who is signed in, as the `me` route answers: the app's first render needs no call for it.
    `<script id="me" type="application/json">${scriptSafe(JSON.stringify(me))}</script>`,
    // A data block, never run (so the CSP's script-src does not apply to it).
    ...(head?.structuredData
      ? [`<script type="application/ld+json">${scriptSafe(jsonOf(head.structuredData))}</script>`]
      : []),
  ].join('');
}

export interface WebAppOptions {
  /** The club (if any) the request's host is, for the app's first render. */
  bootstrapOf: (request: FastifyRequest) => Bootstrap;
  /** Who is signed in on the request's host, as the `me` route answers. */
  meOf: (request: FastifyRequest) => Promise<Me>;
  pageContentOf: PageContentOf;
  /** Where people reach the platform (PUBLIC_URL): a page's canonical address is built from it, never from Host. */
  publicUrl: URL;
  /** The payment provider, whose browser library the pages may load (`contentSecurityPolicy`). */
  paymentsProvider: 'sandbox' | 'stripe';
  /** The server's clock: a page is rendered as of its minute (`renderedAt`). */
  clock: Clock;
  /**
   * The club's own stylesheet the page links after the app's and the theme's CSS (null: none); `preview`: one not
   * applied yet, shown to platform staff from the console.
   */
  stylesheetOf: (request: FastifyRequest) => Promise<{ href: string; preview: boolean } | null>;
}

/**
 * The instant a page is rendered for: the clock's minute, so a page is rendered again at most once a minute for the
 * time it shows (sessions already happened), and kept by the address and answers otherwise.
 */
const renderedAtOf = (clock: Clock) => Math.floor(clock().getTime() / 60_000) * 60;

/** The address people reach a page at: the club's subdomain of the public URL, and the path. */
function canonicalUrl(publicUrl: URL, bootstrap: Bootstrap, urlPath: string): string {
  const url = new URL(urlPath, publicUrl);
  if (bootstrap.club) url.hostname = `${bootstrap.club.subdomain}.${publicUrl.hostname}`;
  return url.href;
}

/** Pages rendered on the server: the pages that say so (`serverRendered`), and every not-found page. */
const isServerRendered = (bootstrap: Bootstrap, match: PageMatch | null, content: PageContent | undefined) =>
  !match ||
  content?.head === null ||
  pageDefinitionOf(bootstrap.club ? 'club' : 'platform', match.page)?.serverRendered;

/** The answers a page was rendered from, as the browser reads them (`PageData`), safe inside a <script>. */
function pageDataScript(data: PageContent['data']): string {
  const json = `{${Object.entries(data)
    .map(([operationId, answer]) => `${JSON.stringify(operationId)}:${answer ? answer.json : 'null'}`)
    .join(',')}}`;
  return `<script id="page-data" type="application/json">${scriptSafe(json)}</script>`;
}

/**
 * For a signed-in person on a page of their access that the browser renders: links that ask for the page's answers
 * (in the head, before the app's scripts) and its chunks (at the head's end, after the entry's) with the HTML, instead
 * of one step after another as the app finds it needs them. Nothing else: the answers come from their routes, which
 * check who asks, never inside the HTML.
 */
function preloadLinks(
  modulePreloads: PageModulePreloads | null,
  site: 'club' | 'platform',
  match: PageMatch,
  me: Me,
  url: string,
): { calls: string; modules: string } {
  const access = pageDefinitionOf(site, match.page)?.access;
  const allowed = access === 'signed-in' || (typeof access === 'object' && access.allow(me.roles));
  if (!modulePreloads || !me.user || !allowed) return { calls: '', modules: '' };
  const calls = site === 'club' ? pageCallsOf(match.page, url) : [];
  const chunks = modulePreloads(
    site,
    match.page,
    calls.map((call) => call.operationId),
  );
  return {
    calls: calls.map((call) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(call.url)}">`).join(''),
    modules: chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join(''),
  };
}

const valuesOf = (data: PageContent['data']): PageData =>
  Object.fromEntries(Object.entries(data).map(([operationId, answer]) => [operationId, answer?.value ?? null]));

/**
 * Serves the built web app: hashed assets under /vue/prod/ (the spec's static prefix) cached for a
 * year, and index.html, with the club's bootstrap and theme injected, for every page route. The
 * public pages come rendered (React's server rendering, from the answers their module read) with
 * those answers embedded, and the browser hydrates them; the other pages render in the browser.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { bootstrapOf, meOf, pageContentOf, publicUrl, paymentsProvider, clock, stylesheetOf }: WebAppOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  const indexPath = path.join(distDir, 'index.html');
  const template = fs.existsSync(indexPath)
    ? inlineStylesheets(fs.readFileSync(indexPath, 'utf8'), distDir)
    : '<!doctype html><html lang="en"><head><!--app-head--></head><body><p>The web app is not built yet: run <code>npm run build</code>.</p></body></html>';
  const renderedTemplate = withoutModulePreloads(template);
  if (fs.existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      // The route is ours (below): the plugin's own wildcard route, or an `allowedPath`, lists each folder on the way
      // to a file on every request (a check of the name's spelling for case-insensitive disks), a millisecond of CPU
      // per asset, a ninth of an e2e server's work. Its sendFile keeps every other check: no `..`, no `//` or `/./`,
      // nothing outside the folder.
      serve: false,
      index: false,
      // The build's own records (`.vite/`: its manifest) are no asset either.
      dotfiles: 'ignore',
      // Hashed assets never change under their name; anything else is revalidated.
      cacheControl: false,
      // The build writes a .br and a .gz beside each hashed text file (apps/web/precompress-plugin.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.route<{ Params: { '*': string } }>({
      method: 'GET',
      url: `${ASSETS_PREFIX}*`,
      schema: { hide: true },
      handler: (request, reply) => {
        const file = request.params['*'];
        // The server's rendering lives in the build too, but is no asset (in any spelling: a disk may ignore case).
        if (file.toLowerCase().startsWith(`${SSR_DIR}/`)) return reply.callNotFound();
        return reply.sendFile(`/${file}`);
      },
    });
  }

  const renderPage = await loadPageRenderer(distDir);
  const modulePreloads = loadPageModulePreloads(distDir);
  const renderedPages = createRenderedPages();
  const policy = contentSecurityPolicy(paymentsProvider);

  /** The page rendered on the server, with the answers it shows; null when it cannot be (the app then renders it). */
  async function rendered(
    request: FastifyRequest,
    bootstrap: Bootstrap,
    me: Me,
    shell: string,
    data: PageContent['data'],
  ) {
    if (!renderPage) return null;
    const answers = Object.entries(data).flatMap(([operationId, answer]) => [
      operationId,
      answer ? (answer.key ?? answer.json) : '',
    ]);
    const renderedAt = renderedAtOf(clock);
    try {
      return await renderedPages.get([request.url, shell, String(renderedAt), ...answers], async () => {
        // The shell holds `me`, so a signed-in person's page is never another's.
        const root = await renderPage({ url: request.url, bootstrap, me, data: valuesOf(data), renderedAt });
        return shell.replace(
          '<div id="root"></div>',
          `<div id="root" data-rendered-at="${renderedAt}">${root}</div>${pageDataScript(data)}`,
        );
      });
    } catch (error) {
      // The browser can still render the page: a failed rendering costs speed, never the page.
      request.log.error({ err: error }, 'server rendering of the page failed');
      return null;
    }
  }

  return async function sendPage(request, reply) {
    const bootstrap = bootstrapOf(request);
    const urlPath = request.url.split('?')[0];
    // A page of the web app (packages/domain/src/pages.ts) on this host; anything else is its not-found page.
    const match = bootstrap.notFound ? null : matchPage(bootstrap.club ? 'club' : 'platform', urlPath);
    // A run, camp or term page whose run, camp or term does not exist is not found either.
    const [content, me, stylesheet] = await Promise.all([
      match ? pageContentOf(request, match) : undefined,
      meOf(request),
      stylesheetOf(request),
    ]);
    const head = match ? content?.head : null;
    const serverRendered = isServerRendered(bootstrap, match, content);
    const preloads =
      match && !serverRendered
        ? preloadLinks(modulePreloads, bootstrap.club ? 'club' : 'platform', match, me, request.url)
        : { calls: '', modules: '' };
    // Last in the head, after the app's stylesheet and the theme: the club's own rules win.
    const clubStylesheet = stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet.href)}">` : '';
    const headHtml = headFor(bootstrap, me, head, canonicalUrl(publicUrl, bootstrap, urlPath)) + preloads.calls;
    const shellOf = (base: string) =>
      base.replace('<!--app-head-->', headHtml).replace('</head>', `${preloads.modules}${clubStylesheet}</head>`);
    const page = serverRendered
      ? await rendered(request, bootstrap, me, shellOf(renderedTemplate), content?.data ?? {})
      : null;
    reply
      .status(head === null ? 404 : 200)
      .type('text/html; charset=utf-8')
      // A page with a signed-in person in it is kept by no cache, as their API answers are not; nor is a preview.
      .header('cache-control', me.user || stylesheet?.preview ? 'no-store' : 'no-cache')
      .header('content-security-policy', policy);
    return sendCompressible(request, reply, page ?? shellOf(template));
  };
}
