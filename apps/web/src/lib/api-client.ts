import { pathOf, type RouteDefinition, type RouteInput, type RouteResponse } from '@clubroom/domain/api';
import type { ErrorIssue } from '@clubroom/domain/errors';
import { PRIVATE } from './private-query';

/**
 * What the browser needs to call a route, generated from its definition (lib/api-routes/, see
 * api-routes-plugin.ts) and typed by it: everything but the zod schemas.
 */
export interface RouteRef<D extends RouteDefinition = RouteDefinition> {
  readonly operationId: D['operationId'];
  readonly method: D['method'];
  readonly path: D['path'];
  /** The route needs a solved bot check. */
  readonly botCheck?: true;
  /** The route answers for the signed-in person only (any access but 'public'). */
  readonly signedIn?: true;
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
 * Calls a route: its path with `params`, `query` as the query string, `body` as JSON (anything
 * but a GET sends one), the bot-check header when the route asks for one (its solver loads only
 * then, so it is in no page's bundle). Answers the 200 body, typed by the route's response
 * schema, or throws an `ApiError`. The server validates every answer against that schema before
 * sending it; development builds parse it again here (`checked-response.ts`), production builds
 * do not (that would put zod on every page).
 */
export async function callApi<D extends RouteDefinition>(
  route: RouteRef<D>,
  ...[input]: ApiArgs<D>
): Promise<RouteResponse<D>> {
  const parts = (input ?? {}) as Parts;
  const url = urlOf(route, parts);
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
  const body: unknown = await res.json();
  if (import.meta.env.DEV)
    return (await import('./checked-response')).checkedResponse(route.operationId, body) as RouteResponse<D>;
  return body as RouteResponse<D>;
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
