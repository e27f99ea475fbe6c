import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorCodesOf, type RouteDefinition } from '@clubroom/domain/api';
import { statusOf } from '@clubroom/domain/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { groupBy } from '../lib/group-by.js';
import { SESSION_COOKIE, sessionCookieName } from './security/sessions.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's declaration in packages/domain (set by registerRoute), which documents it. */
    definition?: RouteDefinition;
  }
}

/**
 * Every tag a route may carry, with what it groups: a tag is an area's name, as its server module is named
 * (`modules/<area>`), or the platform's own (`platform`, `development`).
 */
const TAGS: Record<string, string> = {
  schedule: "A club's public schedule: its current terms and camps, and one run, camp or term.",
  clubs: 'Which club a host is, and the clubs the platform lists.',
  geocoding: "UK postcodes to coordinates, for the schedule's distance filter.",
  listing:
    "The listing site: every listed club's classes and camps searched together (premium clubs first in their area), the platform managers' premium mark, and each club site's sitemap.",
  auth: 'Signing up, in and out: passwords, email codes, sign-in links and password resets.',
  people:
    "A signed-in person's own account (their details and marketing choice) and family (children, emergency contacts, photo permissions); a club's staff, as its organisers manage them.",
  booking:
    "A parent's basket and checking it out into an order (discount codes, holds, waiting lists, cancelling a booking online), reading an order; and the club's discount codes, as its organisers add, change, pause and delete them, with the orders that used each.",
  'parent-bookings':
    "A parent's bookings at a club: every booking a page at a time, one booking with its sessions, the sessions ahead and the waiting lists joined.",
  credit: "A parent's credit with each club, from places cancelled under a club's credit policy.",
  'calendar-feeds':
    "Calendar feeds (iCalendar): a family's booked sessions at every club through its secret link, which its account issues and revokes, and a club's public timetable.",
  'open-data': "Open data: a club's sessions as an OpenActive RPDE feed for activity finders, for clubs that opt in.",
  'schedule-analytics':
    "The schedule page's own analytics: views, filters used and Info & Booking links followed, counted per club and day with no cookie and nothing personal kept; nothing from a browser asking not to be tracked.",
  'schedule-embed':
    "The embeddable schedule: the script (no iframe) that draws a club's public schedule with its filters on the club's own website, reading the public schedule's routes, which answer any origin.",
  'platform-console':
    "The platform console (/manage): every club with its status and month's figures, a club's page, and a platform manager's changes to its features, rates, skin and account status.",
  franchise:
    "Franchise networks: a network's clubs and royalty, its managers' monthly report (bookings, takings net of refunds, royalty, unpaid) with CSV, moving a family between its clubs with their consent, and the templates and policies it shares.",
  messaging:
    "A club's messages to its families by email and SMS (the preview step, sending through the job queue, the log), and a person's inbox and unsubscribes.",
  'client-home':
    "The club home: today's and this week's sessions, fill rate, waiting lists, recent bookings and the month's money.",
  trophies:
    "Grading trophies, with the club's switch on: its levels and badges per class, awarding them from a run's register (with undo), the register's ready-to-move-up marks, and a family's view of their child's trophies with a PDF certificate each.",
  registers:
    "A run's register and waiting list, as its club's staff read them: attendance at its sessions, the coaches who take it, the entries waiting for a place.",
  payments:
    "Completing an order: paying it by card, saved card or wallet (3-D Secure included), Book Now for an order of zero, the club's payment settings, the provider's webhooks, and the offline sandbox's stand-in for Stripe.js (only when the sandbox takes payments).",
  'saved-cards': "A parent's cards saved at a club: listing, adding (checked by the bank once) and deleting them.",
  subscriptions:
    "A parent's monthly payment plans: subscribing an order's plan runs, seeing and cancelling them, and paying what a failed renewal left outstanding.",
  contacts:
    "A club's contacts (parents and their children), as its organisers list, export, view, add, edit and remove them.",
  'admin-schedule':
    "A club's terms and runs, as its organisers add, change and delete them, and a run's session dates.",
  'registration-questions':
    "The club's registration questions (asked of families before the basket; required ones must be answered before an order is placed) and its staff-only contact attributes.",
  'auto-enrol':
    "A new term's carry-over: the term before's children matched to its runs, timed priority offers to their families, and the term's priority windows.",
  venues: "A club's venues, where its runs and camps are held, as its organisers list, add, change and delete them.",
  'admin-camps':
    "A club's camps, their weeks and days, as its organisers add, change and delete them, and who is booked each day.",
  'admin-subscriptions':
    "A club's payment plans (subscriptions), as its staff with financial access list them, pause, resume and cancel them.",
  'platform-subscription':
    "A club's subscription to the platform: the plans platform managers define, the hosted checkout, the page polling until it is active, its settings and invoices, and the club's standing when it lapses.",
  'admin-orders':
    "A club's orders, as its staff with financial access read them: the list, one order, refunds, outstanding orders per term, setup fees and invoices.",
  'admin-bookings':
    "Booking a run for a family, inviting families to book a run or camp by email (the invitations an invite-only run or camp is booked by: listed and removed), and a booking's detail and cancelling, as a club's organisers do them.",
  reporting:
    "A club's financials summary, for its staff with financial access: income by month and term, a line per order, expected payouts (the payouts themselves are in the card provider's dashboard) and schedule capacity, with CSV downloads.",
  'club-settings':
    "A club's settings as its staff keep them: the profile (name, contact details, socials, time zone, listing description, theme and logo), booking settings (cancelling online, the setup fee, holds), platform fees and the Club Health Check, toggles and dropdowns, payment methods and instructions, policies, photo permissions and the admin tools.",
  onboarding:
    "Creating a club on the platform's site: choosing its subdomain and country, the club itself, the sign-up's details step and connecting its card-payment account.",
  'terms-of-use': 'The terms of use each role accepts, and recording that a person accepted them.',
  platform: 'The platform itself: health, time zones, the bot check.',
  development: 'Only on development servers, never in production.',
};

const DESCRIPTION = `Clubroom's API. Club sites are \`{club}.{APP_BASE_DOMAIN}\`: a route about one club's data
(its schedule, its staff) acts on the club the Host header names, and answers 404 on any other host.

Signing in (\`auth\`) sets the \`${SESSION_COOKIE}\` cookie (\`${sessionCookieName(true)}\` in production),
which every route needing a person expects back. A request that changes anything must come from a page of
the same site (its \`Origin\` header), or it is refused with 403 \`CSRF_REJECTED\`. Every error answers \`{ error: { code, message, issues? } }\`.`;

const SEE_OTHER = {
  type: 'null',
  description: 'See Other: the browser goes on to the page in `Location`.',
  headers: { location: { type: 'string', description: 'A path of this site' } },
};

/** Development serves every club on `{club}.localhost:PORT`; production, behind TLS, on the base domain. */
function serversFor(config: Config) {
  const [scheme, port] = config.NODE_ENV === 'production' ? ['https', ''] : ['http', `:${config.PORT}`];
  const origin = (host: string) => `${scheme}://${host}${port}`;
  return [
    {
      url: origin(`{club}.${config.APP_BASE_DOMAIN}`),
      description: "A club's site (in production: https://{club}.APP_BASE_DOMAIN)",
      variables: { club: { default: 'demo', description: "The club's subdomain" } },
    },
    { url: origin(config.APP_BASE_DOMAIN), description: "The platform's own site, naming no club" },
  ];
}

/**
 * The API docs page (swagger-ui) loads its scripts, styles and images from this server (its logo
 * is a data: URL) and calls only this server: no CDN, no third-party validator badge.
 */
const API_DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

type Responses = Record<string, { description?: string }>;

/** Names the error codes behind each error status, and documents a redirect (303). */
function describeResponses(definition: RouteDefinition, response: Responses = {}): Responses {
  const described = { ...response };
  for (const [status, codes] of groupBy(errorCodesOf(definition), statusOf)) {
    described[status] = { ...described[status], description: `Refused: ${codes.join(', ')}` };
  }
  if (definition.response) described[200] = { ...described[200], description: 'OK' };
  return definition.redirects ? { ...described, 303: SEE_OTHER } : described;
}

/** Only the tags some operation carries are listed. */
function withUsedTags<T extends { paths?: object; tags?: { name: string }[] }>(document: T): T {
  const paths: object[] = Object.values(document.paths ?? {});
  const operations: { tags?: string[] }[] = paths.flatMap((path) => Object.values(path));
  const used = new Set(operations.flatMap((operation) => operation.tags ?? []));
  return { ...document, tags: document.tags?.filter((tag) => used.has(tag.name)) };
}

/** OpenAPI of every route, generated from the definitions in packages/domain, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Clubroom API', version: '4.0.0', description: DESCRIPTION },
      servers: serversFor(config),
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(config.NODE_ENV === 'production'),
            description: 'The session a sign-in starts (HttpOnly; the browser sends it back).',
          },
        },
      },
    },
    transform(input) {
      const { schema, url } = jsonSchemaTransform(input);
      const definition = input.route.config?.definition;
      if (!definition || schema.hide) return { schema, url };
      return { schema: { ...schema, response: describeResponses(definition, schema.response as Responses) }, url };
    },
    transformObject: (document) => withUsedTags('openapiObject' in document ? document.openapiObject : {}),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: API_DOCS_POLICY });
}
