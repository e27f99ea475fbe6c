import type { ErrorIssue } from '@clubroom/domain/errors';
import { ApiError, type RouteRef } from './api-client';

type Answer = { error?: { code?: string; message?: string; issues?: ErrorIssue[] } } | null;

/**
 * Sends a multipart form to an upload route (callApi sends JSON only) and answers the 2xx JSON, or
 * fails with an `ApiError` as callApi does: the server's code, message and issues when it sent them.
 */
export async function sendUploadForm(route: Pick<RouteRef, 'method' | 'path'>, form: FormData): Promise<unknown> {
  const res = await fetch(route.path, {
    method: route.method,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    body: form,
  });
  const answer = (await res.json().catch(() => null)) as unknown;
  if (res.ok && answer !== null) return answer;
  const error = (answer as Answer)?.error;
  throw new ApiError(
    res.status,
    error?.code ?? 'HTTP_ERROR',
    error?.message ?? `${route.method} request Failed ${res.status} on ${route.path}`,
    error?.issues,
  );
}
