import {
  bodyMediaTypesOf,
  errorResponseSchema,
  errorCodesOf,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@clubroom/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler, RouteOptions } from 'fastify';
import { statusOf } from '@clubroom/domain/errors';
import { requireClub, type ResolvedClub } from '../tenancy.js';
import { bodyMediaTypeCheck, uploadMediaTypeCheck } from './body-media-type.js';

/** What a handler is given: the parsed request parts, the club for club-scoped routes, and the raw request and reply. */
export interface RouteCall<D extends RouteDefinition> {
  params: RouteParams<D>;
  query: RouteQuery<D>;
  body: RouteBody<D>;
  /** The Host's club: always set for `club` routes (others answered 404 before the handler), else null. */
  club: D['scope'] extends 'club' ? ResolvedClub : ResolvedClub | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the route's response, or sends through the reply itself (redirects, cached bodies). */
export type RouteHandler<D extends RouteDefinition> = (call: RouteCall<D>) => Promise<RouteResponse<D> | FastifyReply>;

/** Extra Fastify options for the rare route that needs them (its own error handler). */
export type RouteExtras = Pick<RouteOptions, 'errorHandler'>;

const SESSION_SECURITY = [{ sessionCookie: [] }];

/**
 * No cache keeps an answer unless its handler says how it may (the public schedule: `no-cache`
 * with an ETag): most answers name a person (who am I, their details, a club's staff), and a
 * route returning personal data cannot forget to say so.
 */
const noStoreUnlessSet: onSendAsyncHookHandler = async (_request, reply, payload) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
};

/**
 * A public read that any web page may make from its own site (a club's website embedding its schedule): any origin
 * may read the answer, never with credentials (`*` is refused for a credentialed request, so no cookie is read).
 */
const anyOriginMayRead: onSendAsyncHookHandler = async (_request, reply, payload) => {
  reply.header('access-control-allow-origin', '*');
  return payload;
};

/** How long a browser may keep a preflight's answer (a day), so an embedded page asks once, not before each post. */
const PREFLIGHT_MAX_AGE = 86_400;

/**
 * A state-changing route any web page may call (the embedded schedule's counts, posted from the club's own website):
 * the browser first asks, by an OPTIONS preflight, whether another origin may post JSON to it. The answer allows any
 * origin, only this method and only `Content-Type`, never credentials. Not an operation: hidden from the OpenAPI
 * document, and the policy's registry leaves OPTIONS out.
 */
function registerPreflight(app: FastifyInstance, route: RouteDefinition): void {
  app.route({
    method: 'OPTIONS',
    url: route.path,
    config: { access: 'public', scope: route.scope },
    schema: { hide: true },
    handler: async (_request, reply) =>
      reply
        .status(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', route.method)
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE))
        .send(),
  });
}

/**
 * Registers a handler for a route declared in `packages/domain`: its schemas validate input,
 * serialise output and document the route (OpenAPI); its access and tenant scope become the route
 * config the platform hooks enforce (`policy.ts`, `tenancy.ts`).
 */
/** The HTTP statuses of the codes a route can answer (`errorCodesOf`), each once, in order. */
const errorStatusesOf = (route: RouteDefinition): number[] =>
  [...new Set(errorCodesOf(route).map(statusOf))].sort((a, b) => a - b);

export function registerRoute<D extends RouteDefinition>(
  app: FastifyInstance,
  route: D,
  handler: RouteHandler<D>,
  extras: RouteExtras = {},
): void {
  const errorResponses = Object.fromEntries(errorStatusesOf(route).map((status) => [status, errorResponseSchema]));
  app.route({
    method: route.method,
    url: route.path,
    config: {
      access: route.access,
      scope: route.scope,
      botCheck: route.botCheck,
      switchedSession: route.switchedSession,
      csrf: route.csrf,
      definition: route,
    },
    schema: {
      operationId: route.operationId,
      summary: route.summary,
      tags: [...route.tags],
      hide: route.hide,
      security: route.access === 'public' ? [] : SESSION_SECURITY,
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && { body: route.body, consumes: bodyMediaTypesOf(route) }),
      ...(route.upload && { consumes: bodyMediaTypesOf(route) }),
      response: { ...(route.response && { 200: route.response }), ...errorResponses },
    },
    ...(route.method !== 'GET' &&
      (route.upload ? { preHandler: uploadMediaTypeCheck(route) } : { preParsing: bodyMediaTypeCheck(route) })),
    onSend: route.anyOrigin ? [noStoreUnlessSet, anyOriginMayRead] : noStoreUnlessSet,
    ...extras,
    handler: async (request, reply) =>
      handler({
        params: request.params as RouteParams<D>,
        query: request.query as RouteQuery<D>,
        body: request.body as RouteBody<D>,
        club: (route.scope === 'club'
          ? requireClub(request)
          : request.tenant.kind === 'club'
            ? request.tenant.club
            : null) as RouteCall<D>['club'],
        request,
        reply,
      }),
  });
  if (route.anyOrigin && route.method !== 'GET') registerPreflight(app, route);
}
