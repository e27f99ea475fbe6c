import type { ErrorIssue } from '@clubroom/domain/errors';

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

/** The code of an answer outside its route's response schema (the web's own: the server never sends it). */
export const RESPONSE_OUTSIDE_SCHEMA = 'RESPONSE_OUTSIDE_SCHEMA';
