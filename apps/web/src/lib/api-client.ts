import { pathOf, type RouteDefinition, type RouteInput, type RouteResponse } from '@clubroom/domain/api';
import type { ErrorIssue } from '@clubroom/domain/errors';
import type { responseSchemaLoaders } from './api-routes/response-schema-loaders';
import { PRIVATE } from './private-query';

/** An area of the API, by the name of its file in packages/domain/src/api. */
export type ApiArea = keyof typeof responseSchemaLoaders;

/**
 * What the browser needs to call a route, generated from its definition (lib/api-routes/, see
 * api-routes-plugin.ts) and typed by it; its zod schemas only through `schemas`, loaded lazily.
 */
export interface RouteRef<D extends RouteDefinition = RouteDefinition> {
  readonly operationId: D['operationId'];
  readonly method: D['method'];
  readonly path: D['path'];
  /** The route needs a solved bot check. */
  readonly botCheck?: true;
  /** The route answers for the signed-in person only (any access but 'public'). */
  readonly signedIn?: true;
  /** The area whose response schemas parse the route's answer (loaded lazily: they bring zod); none without JSON. */
  readonly schemas?: ApiArea;
  /** Never set: carries the definition's type to `callApi`. */
  readonly definition?: D;
}

/** The parts a route declares (`{ params, query, body }`), or no argument at all when it declares none. */
export type ApiArgs<D extends RouteDefinition> = unknown extends RouteInput<D> ? [] : [input: RouteInput<D>];

/** A failed API call: the server's `{ error: { code, message, issues } }`, or a failure without one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ErrorIssue[] = [],
  ) {
    super(message);
  }
}

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;
/** A 403: the person may not see it (a money page without financial access). */
export const isForbidden = (err: unknown) => err instanceof ApiError && err.status === 403;
/** Asking again cannot change the answer (a 403 or a 404): a query's `retry` for pages that show either. */
export const retryUnlessRefused = (count: number, err: unknown) => !isForbidden(err) && !isNotFound(err) && count < 1;

/** The code of an answer outside its route's response schema (the web's own: the server never sends it). */
export const RESPONSE_OUTSIDE_SCHEMA = 'RESPONSE_OUTSIDE_SCHEMA';

interface Parts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The route's URL: its path with the parameters in place, and the query's defined values. */
function urlOf(route: RouteRef, { params, query }: Parts): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const rest = search.toString();
  return pathOf(route, params) + (rest ? `?${rest}` : '');
}

type ErrorBody = { error?: { code?: unknown; message?: unknown; issues?: ErrorIssue[] } } | null;

async function failure(res: Response, method: string, url: string): Promise<ApiError> {
  const error = ((await res.json().catch(() => null)) as ErrorBody)?.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') {
    return new ApiError(res.status, 'HTTP_ERROR', `${method} request Failed ${res.status} on ${url}`);
  }
  return new ApiError(res.status, error.code, error.message, error.issues);
}

/**
 * The parser of the route's answers, or null for a route without a JSON answer. It loads beside the
 * request, with the area's schemas and zod (`response-parser.ts`): none of it is in a page's first download.
 */
const answerParserOf = async (route: RouteRef) =>
  route.schemas ? (await import('./response-parser')).answerParserOf(route.operationId, route.schemas) : null;

/** Sends the request and reads the JSON of a 2xx answer, or throws the failure as an `ApiError`. */
async function send(route: RouteRef, url: string, parts: Parts): Promise<{ res: Response; body: unknown }> {
  const sendsBody = route.method !== 'GET';
  const botCheckHeaders = route.botCheck ? await (await import('./bot-check')).botCheckHeader(callApi) : {};
  const res = await fetch(url, {
    method: route.method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(sendsBody ? { 'content-type': 'application/json' } : {}),
      ...botCheckHeaders,
    },
    body: sendsBody ? JSON.stringify(parts.body ?? {}) : undefined,
  });
  if (!res.ok) throw await failure(res, route.method, url);
  return { res, body: await res.json() };
}

/**
 * Calls a route: its path with `params`, `query` as the query string, `body` as JSON (anything
 * but a GET sends one), the bot-check header when the route asks for one (its solver loads only
 * then, so it is in no page's bundle). Answers the 200 body parsed with the route's response
 * schema, or throws an `ApiError` (`RESPONSE_OUTSIDE_SCHEMA` for an answer the schema refuses).
 * The schemas load beside the request, not after it: a page's first call waits for whichever
 * comes last, later calls find them loaded.
 */
export async function callApi<D extends RouteDefinition>(
  route: RouteRef<D>,
  ...[input]: ApiArgs<D>
): Promise<RouteResponse<D>> {
  const parts = (input ?? {}) as Parts;
  const url = urlOf(route, parts);
  const [{ res, body }, parse] = await Promise.all([send(route, url, parts), answerParserOf(route)]);
  const parsed = parse ? parse(body) : { ok: true as const, data: body };
  if (!parsed.ok) throw new ApiError(res.status, RESPONSE_OUTSIDE_SCHEMA, parsed.message, parsed.issues);
  return parsed.data as RouteResponse<D>;
}

/**
 * Sends a request whose answer nobody reads (the schedule's analytics beacon): as `callApi`, but the route's parser
 * (zod and the area's schemas) never loads, so a page's first load stays free of it.
 */
export async function sendOnly<D extends RouteDefinition>(route: RouteRef<D>, ...[input]: ApiArgs<D>): Promise<void> {
  const parts = (input ?? {}) as Parts;
  await send(route, urlOf(route, parts), parts);
}

/**
 * The query key of a call: the operation id and its input, under the `private` root for the
 * signed-in person's own data, so signing out drops it.
 */
export function queryKeyOf<D extends RouteDefinition>(route: RouteRef<D>, ...[input]: ApiArgs<D>): readonly unknown[] {
  const key = input === undefined ? [route.operationId] : [route.operationId, input];
  return route.signedIn ? [PRIVATE, ...key] : key;
}

/** `useQuery`'s key and function for a call: `useQuery({ ...apiQuery(route, input), staleTime })`. */
export const apiQuery = <D extends RouteDefinition>(route: RouteRef<D>, ...args: ApiArgs<D>) => ({
  queryKey: queryKeyOf(route, ...args),
  queryFn: () => callApi(route, ...args),
});
