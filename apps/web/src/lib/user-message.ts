import { errorCatalogue, isErrorCode } from '@clubroom/domain/errors';
import { somethingWentWrong } from '@clubroom/domain/messages';
import { ApiError } from './api-client';

/**
 * What to tell the person about a failed call, from the error catalogue: the server's own words
 * when its code's messages are written for people, the catalogue's message when they are written
 * for API callers, and the fallback (the spec's generic words unless given) for anything else (a
 * network failure, an answer that is not ours).
 */
export function userMessage(err: unknown, fallback: string = somethingWentWrong.generic): string {
  if (!(err instanceof ApiError) || !isErrorCode(err.code)) return fallback;
  const entry = errorCatalogue[err.code];
  return 'technical' in entry ? entry.message : err.message;
}

/**
 * Our refusal (403): trying again changes nothing; the server's message (written for people) says why.
 * Here, beside the catalogue, so a page's first download (the API client) does not carry it.
 */
export const isRefused = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.status === 403 && isErrorCode(err.code);

/** The server's field issues (`body.email`) by field name (`email`). */
export function fieldIssues(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(err.issues.map((i) => [i.path.replace(/^body\./, ''), i.message]));
}
