import { bodyMediaTypesOf, type RouteDefinition } from '@clubroom/domain/api';
import type { FastifyRequest, preHandlerAsyncHookHandler, preParsingAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.js';

/** `application/json` from `Application/JSON; charset=utf-8`; null when there is no Content-Type. */
const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0].trim().toLowerCase() || null;

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/** Throws 415 `UNSUPPORTED_MEDIA_TYPE`, naming the types the route takes, when the request's body is of another type. */
function mediaTypeRefusal(route: RouteDefinition): (request: FastifyRequest) => void {
  const accepted = bodyMediaTypesOf(route);
  const expected = accepted.join(' or ');
  return (request) => {
    const type = mediaTypeOf(request.headers['content-type']);
    if (type ? accepted.includes(type) : !hasBody(request)) return;
    const sent = type ? `this request sent ${type}` : 'this request named no Content-Type';
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the body as ${expected} (${sent}).`, [
      { path: 'headers.content-type', message: `must be ${expected}` },
    ]);
  };
}

/**
 * Refuses a body of a type the route does not take (415 `UNSUPPORTED_MEDIA_TYPE`, naming the types
 * it does), before the body is read or parsed: a JSON route takes only `application/json`, so a
 * text or form body cannot reach its schema as something else, and a route declaring `form` also
 * takes a browser's form post. A request without a body has nothing to refuse.
 */
export function bodyMediaTypeCheck(route: RouteDefinition): preParsingAsyncHookHandler {
  const refuse = mediaTypeRefusal(route);
  return async (request, _reply, payload) => {
    refuse(request);
    return payload;
  };
}

/**
 * The same refusal for an upload route, once CSRF and access have been checked: a multipart body
 * is only read when the handler streams it, so nothing of it is read before then either, and
 * a refused caller hears 401/403 rather than which body the route takes.
 */
export function uploadMediaTypeCheck(route: RouteDefinition): preHandlerAsyncHookHandler {
  const refuse = mediaTypeRefusal(route);
  return async (request) => refuse(request);
}
