import { messages } from '@clubroom/domain/messages';
import { ApiError } from './api';

/** Codes whose server message is not meant for people (field-level or internal detail). */
const TECHNICAL = new Set(['VALIDATION_FAILED', 'HTTP_ERROR', 'INTERNAL', 'BAD_REQUEST']);

/** What to tell the person about a failed call: the server's own words where they are meant for them. */
export function userMessage(err: unknown): string {
  if (err instanceof ApiError && !TECHNICAL.has(err.code)) return err.message;
  return messages.somethingWentWrong.generic;
}

/** The server's field issues (`body.email`) by field name (`email`). */
export function fieldIssues(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(err.issues.map((i) => [i.path.replace(/^body\./, ''), i.message]));
}
