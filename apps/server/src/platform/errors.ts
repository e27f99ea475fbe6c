import { errorCatalogue, statusOf, type ErrorCode, type ErrorIssue } from '@clubroom/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * The one error type use cases throw; the handler below turns it into `{ error: {...} }`. The
 * status comes from the error catalogue (packages/domain/src/errors.ts), so a code has one status
 * everywhere; the message defaults to the catalogue's words for people.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = errorCatalogue[code].message,
    readonly issues?: ErrorIssue[],
    /** Headers the answer carries, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = statusOf(code);
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/** An object rule's first half: the row found (the club's), or 404 naming what, as if it did not exist. */
export function foundOr404<T>(row: T | null | undefined, what: string): T {
  if (row === null || row === undefined) throw notFound(what);
  return row;
}

/** A 400 naming the body field whose value cannot be used (`body.<field>: <message>`). */
export const bodyFieldRefused = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `body.${field}: ${message}`, [{ path: `body.${field}`, message }]);

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

/** The one answer to every error: `{ error: { code, message, issues? } }`, never a stack trace. */
export function sendError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (err instanceof AppError) {
    if (err.headers) reply.headers(err.headers);
    return reply.status(err.status).send({ error: { code: err.code, message: err.message, issues: err.issues } });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({
      path: [err.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].filter(Boolean).join('.'),
      message: v.message ?? 'is invalid',
    }));
    const first = issues[0];
    return reply.status(statusOf('VALIDATION_FAILED')).send({
      error: {
        code: 'VALIDATION_FAILED',
        message: first ? `${first.path}: ${first.message}` : 'Invalid request',
        issues,
      },
    });
  }
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status < 500) {
    // Fastify's own client errors (bad JSON, body too large, unsupported media type...).
    return reply.status(status).send({ error: { code: err.code ?? 'BAD_REQUEST', message: err.message } });
  }
  request.log.error({ err }, 'unhandled error');
  return reply.status(500).send({ error: { code: 'INTERNAL', message: errorCatalogue.INTERNAL.message } });
}
