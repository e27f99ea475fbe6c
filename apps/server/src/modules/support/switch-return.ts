import { isSitePath, SWITCH_USER_PARAM } from '@clubroom/domain/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hostOnlyCookieName, secureCookie } from '../../platform/security/cookie-policy.js';

/** Where switching back goes when no page was remembered: the site's home (a club's schedule). */
const SUPPORT_HOME = '/';

const COOKIE = 'clubroom_switch_return';

/** A page on this site that starts no switch (a cookie is the browser's to change). */
const isReturnPath = (path: string) => isSitePath(path) && !path.includes(SWITCH_USER_PARAM);

export interface SwitchReturn {
  /** Remembers the page support was on as a switch starts. */
  remember(request: FastifyRequest, reply: FastifyReply, path: string): void;
  /** The remembered page (else the home), forgotten as support switches back. */
  take(request: FastifyRequest, reply: FastifyReply): string;
}

/**
 * The page support was on when they switched into someone, where switching back returns them: the
 * page they switch back from may be one only that person may see (their `/cms`). Kept in an
 * HttpOnly cookie for the browser session (`__Host-` in production, as the session's), and used
 * only when it is a path on this site.
 */
export function switchReturn(production: boolean): SwitchReturn {
  const name = hostOnlyCookieName(COOKIE, production);
  const options = (request: FastifyRequest) =>
    ({ path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie(request, production) }) as const;
  return {
    remember(request, reply, path) {
      if (isReturnPath(path)) reply.setCookie(name, path, options(request));
    },
    take(request, reply) {
      const path = request.cookies[name];
      if (path !== undefined) reply.clearCookie(name, options(request));
      return path && isReturnPath(path) ? path : SUPPORT_HOME;
    },
  };
}
