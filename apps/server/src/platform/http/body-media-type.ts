import { bodyMediaTypesOf, type RouteDefinition } from '@clubroom/domain/api';
import type { FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.js';

/** `application/json` from `Application/JSON; charset=utf-8`; null when there is no Content-Type. */
const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0].trim().toLowerCase() || null;

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * Refuses a body of a type the route does not take (415 `UNSUPPORTED_MEDIA_TYPE`, naming the types
 * it does), before the body is read or parsed: a JSON route takes only `application/json`, so a
 * text or form body cannot reach its schema as something else, and a route declaring `form` also
 * takes a browser's form post. A request without a body has nothing to refuse.
 */
export function bodyMediaTypeCheck(route: RouteDefinition): preParsingAsyncHookHandler {
  const accepted = bodyMediaTypesOf(route);
  const expected = accepted.join(' or ');
  return async (request, _reply, payload) => {
    const type = mediaTypeOf(request.headers['content-type']);
    if (type ? accepted.includes(type) : !hasBody(request)) return payload;
    const sent = type ? `this request sent ${type}` : 'this request named no Content-Type';
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the body as ${expected} (${sent}).`, [
      { path: 'headers.content-type', message: `must be ${expected}` },
    ]);
  };
}
