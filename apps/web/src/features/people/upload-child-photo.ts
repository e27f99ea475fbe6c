import { AVATAR_FIELDS } from '@clubroom/domain/rules';
import type { ErrorIssue } from '@clubroom/domain/errors';
import { ApiError } from '../../lib/api-client';
import { uploadChildPhoto as route } from '../../lib/api-routes/people/uploadChildPhoto';

type Answer = { photoUrl: string } | { error?: { code?: string; message?: string; issues?: ErrorIssue[] } } | null;

/**
 * Sends a child's photo as a multipart form (callApi sends JSON only): the child's id first, then
 * the file, as the server reads them. Fails with an `ApiError` as callApi does.
 */
export async function uploadChildPhoto(personId: number, file: File): Promise<{ photoUrl: string }> {
  const form = new FormData();
  form.append(AVATAR_FIELDS.personId, String(personId));
  form.append(AVATAR_FIELDS.file, file);
  const res = await fetch(route.path, {
    method: route.method,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    body: form,
  });
  const answer = (await res.json().catch(() => null)) as Answer;
  if (res.ok && answer && 'photoUrl' in answer) return answer;
  const error = answer && 'error' in answer ? answer.error : undefined;
  throw new ApiError(
    res.status,
    error?.code ?? 'HTTP_ERROR',
    error?.message ?? `POST request Failed ${res.status} on ${route.path}`,
    error?.issues,
  );
}
