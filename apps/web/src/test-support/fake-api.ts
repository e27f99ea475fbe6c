import { vi } from 'vitest';

/** A request the page made: its method, path (with the query) and JSON body (an upload's FormData). */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** An answer: a JSON body with its status (200 unless told). */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** The answer to `METHOD /path` (the query included when the page sends one), or a function of the request's body. */
export type FakeRoutes = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

/**
 * Replaces `fetch` for one test (no network): each request is answered from `routes` by its `METHOD /path`, and
 * recorded in `sent`. A request no route answers fails the test, with its name, rather than waiting for a network.
 */
export function fakeApi(routes: FakeRoutes) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    // A JSON body as its value; an upload's multipart form as the FormData sent.
    const body =
      typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body instanceof FormData ? init.body : undefined;
    sent.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    if (!route) throw new Error(`fakeApi: no answer for ${method} ${url}`);
    const answer = typeof route === 'function' ? route(body) : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    sent,
    /** The bodies sent to `METHOD /path`, in order. */
    bodiesSentTo: (key: string) => sent.filter((x) => `${x.method} ${x.url}` === key).map((x) => x.body),
  };
}

/** The server's refusal of a body: 400 `VALIDATION_FAILED` with an issue per field (`{ 'venue.newVenue.postcode': … }`). */
export const refusal = (fields: Record<string, string>): FakeAnswer => ({
  status: 400,
  body: {
    error: {
      code: 'VALIDATION_FAILED',
      message: 'body failed validation',
      issues: Object.entries(fields).map(([field, message]) => ({ path: `body.${field}`, message })),
    },
  },
});
