/** A failed API call: the server's `{ error: { code, message } }`, or a network failure. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly issues: { path: string; message: string }[] = []) {
    super(message);
  }
}

async function parse<T>(res: Response, url: string): Promise<T> {
  const body = await res.json().catch(() => null);
  if (!res.ok) {
    const error = (body as { error?: { code?: string; message?: string; issues?: { path: string; message: string }[] } } | null)?.error;
    throw new ApiError(res.status, error?.code ?? 'HTTP_ERROR', error?.message ?? `GET request Failed ${res.status} on ${url}`, error?.issues);
  }
  return body as T;
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  return parse<T>(res, url);
}

/**
 * POST JSON. `botCheck`: the route asks for a solved bot check (spec §7); the solver loads only
 * then, so it is in no page's bundle.
 */
export async function postJson<T>(url: string, body?: unknown, { botCheck = false }: { botCheck?: boolean } = {}): Promise<T> {
  const botCheckHeaders = botCheck ? await (await import('./bot-check')).botCheckHeader() : {};
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...botCheckHeaders },
    body: JSON.stringify(body ?? {}),
  });
  return parse<T>(res, url);
}

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;
