import type { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import type { Role } from './roles.js';

/**
 * Who may call a route:
 * - 'public': anyone, signed in or not.
 * - 'signed-in': any signed-in person, acting on their own account.
 * - roles: a person holding one of the club roles at the club the Host names, or one of the
 *   platform roles anywhere; `financial` additionally needs the organiser's financial access.
 */
export type Access = 'public' | 'signed-in' | { readonly roles: readonly Role[]; readonly financial?: boolean };

/**
 * Which host a route works on:
 * - 'club': only a known club's host (`demo.example.com`); anywhere else answers 404 before the
 *   handler runs, and the handler is given the club.
 * - 'platform': any host; the route is not about one club's data (who am I, sign out, the club
 *   list, time zones), though it may read the host's club when there is one.
 */
export type TenantScope = 'club' | 'platform';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API route, declared once: the server registers its handler from it and the web calls it through it. */
export interface RouteDefinition {
  /** Unique, camelCase: the OpenAPI operation id and the typed client's method name. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The spec's exact path, parameters as `:name` (`/api/v4/public/run/:runId`). */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly access: Access;
  readonly scope: TenantScope;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The body may also come as a browser's form post (`application/x-www-form-urlencoded`), for a
   * page's own `<form method="post">`; otherwise a body must be JSON (415 for any other type).
   */
  readonly form?: boolean;
  /**
   * The body is a file upload (`multipart/form-data`: the file and its few text fields), read by
   * the handler through `platform/storage` once access is granted; it declares no `body` schema.
   */
  readonly upload?: boolean;
  /** The 200 answer's JSON; routes that only redirect (303) have none. */
  readonly response?: z.ZodType;
  /** The route answers by redirecting the browser (303) rather than with JSON. */
  readonly redirects?: boolean;
  /** The route needs a solved bot check in `X-Bot-Check`. */
  readonly botCheck?: boolean;
  /**
   * 'refused': the route is the person's own act (a consent, their sign-in details, their money),
   * which support may not do for them: in a switched session (switch user) it answers 403
   * `SWITCHED_SESSION_REFUSED` before its input is validated. See docs/security.md, "Switched sessions".
   */
  readonly switchedSession?: 'refused';
  /**
   * false: called by another server (a payment provider's webhook) carrying its own proof (a
   * signature), so the same-site check of state-changing requests does not apply.
   */
  readonly csrf?: false;
  /** Error codes the handler itself may answer, beyond those the definition implies (see `errorCodesOf`). */
  readonly errors?: readonly ErrorCode[];
  /** Left out of the OpenAPI document (a page's own form post). */
  readonly hide?: boolean;
  /**
   * A public read any web page may make from its own site (`Access-Control-Allow-Origin: *`, never with
   * credentials): what the embeddable schedule (`/embed.js` on a club's host) reads from a club's own website. On a
   * route that is not a GET, the server also answers the browser's CORS preflight (OPTIONS) for it.
   */
  readonly anyOrigin?: true;
}

/** Declares a route; `const` keeps the literal path, method and schemas for the typed client and the server. */
/* @__NO_SIDE_EFFECTS__ */ // so a bundle importing a file of definitions it does not use leaves them out
export const defineRoute = <const D extends RouteDefinition>(definition: D): D => definition;

/**
 * Every error code a route can answer: those it lists, plus what its definition implies — input
 * that fails validation, a sign-in or role it needs, a club host it needs, a cross-site check on
 * anything but a read (and a body of a type it does not take), a bot check it asks for, a
 * switched session it refuses.
 */
export function errorCodesOf(route: RouteDefinition): ErrorCode[] {
  const codes = new Set<ErrorCode>(route.errors ?? []);
  if (route.params || route.query || route.body) codes.add('VALIDATION_FAILED');
  if (route.access !== 'public') codes.add('UNAUTHENTICATED');
  if (typeof route.access === 'object') codes.add('FORBIDDEN');
  if (route.scope === 'club') codes.add('NOT_FOUND');
  if (route.method !== 'GET') codes.add('UNSUPPORTED_MEDIA_TYPE');
  if (route.method !== 'GET' && route.csrf !== false) codes.add('CSRF_REJECTED');
  if (route.upload) codes.add('VALIDATION_FAILED').add('FILE_TOO_LARGE').add('FILE_TYPE_REFUSED');
  if (route.botCheck) codes.add('BOT_CHECK_FAILED');
  if (route.switchedSession === 'refused') codes.add('SWITCHED_SESSION_REFUSED');
  return [...codes];
}

export const JSON_MEDIA_TYPE = 'application/json';
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
export const MULTIPART_MEDIA_TYPE = 'multipart/form-data';

/** The media types a route takes a body in: JSON, and a form post where the route declares `form`; an upload only multipart. */
export const bodyMediaTypesOf = (route: Pick<RouteDefinition, 'form' | 'upload'>): string[] => {
  if (route.upload) return [MULTIPART_MEDIA_TYPE];
  return route.form ? [JSON_MEDIA_TYPE, FORM_MEDIA_TYPE] : [JSON_MEDIA_TYPE];
};

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type InferInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler answers with (a redirect route answers through the reply). */
export type RouteResponse<D extends RouteDefinition> = Infer<D['response']>;
/** The parsed parts of a request, as a handler sees them. */
export type RouteParams<D extends RouteDefinition> = Infer<D['params']>;
export type RouteQuery<D extends RouteDefinition> = Infer<D['query']>;
export type RouteBody<D extends RouteDefinition> = Infer<D['body']>;

/** What a caller sends: only the parts the route declares. */
export type RouteInput<D extends RouteDefinition> = (D['params'] extends z.ZodType
  ? { params: InferInput<D['params']> }
  : unknown) &
  (D['query'] extends z.ZodType ? { query: InferInput<D['query']> } : unknown) &
  (D['body'] extends z.ZodType ? { body: InferInput<D['body']> } : unknown);

/** `/api/v4/public/run/:runId` with `{ runId: 7 }` is `/api/v4/public/run/7`. */
export function pathOf(
  route: Pick<RouteDefinition, 'operationId' | 'path'>,
  params: Record<string, unknown> = {},
): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${route.operationId}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
