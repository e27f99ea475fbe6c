import { SWITCH_USER_ERROR_PARAM, SWITCH_USER_EXIT, SWITCH_USER_PARAM } from '@clubroom/domain/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditRepository } from '../../platform/audit/audit.repository.js';
import { AppError } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/security/policy.js';
import { startSession } from '../../platform/security/sessions.js';
import type { SessionsRepository } from '../../platform/security/sessions.repository.js';
import { isApiPath } from '../../platform/web-app.js';
import type { PeopleDirectory } from '../people/index.js';
import type { SwitchReturn } from './switch-return.js';
import { SWITCH_USER_ERROR_KINDS, switchUser } from './switch-user.js';

export interface SwitchUserDeps {
  people: PeopleDirectory;
  sessions: SessionsRepository;
  audit: AuditRepository;
  clock: () => Date;
  /** The page a switch started from, where switching back returns. */
  returns: SwitchReturn;
}

/**
 * A switch-user link is the current page plus `?_switch_user=email` (spec). For a signed-in
 * support person, any GET carrying it switches the session (a new session id) and redirects to
 * the same page without the parameter; switching back (`_exit`) returns to the page support was on
 * when the switch started, else the home. Anyone else is refused, and so is a switch started from
 * another site, or one without Sec-Fetch-Site, as the CSRF check refuses a cross-site POST. On a page, a refusal
 * redirects back with `_switch_user_error=<kind>` for the page to explain; under /api it is JSON.
 */
export function registerSwitchUser(
  app: FastifyInstance,
  { people, sessions, audit, clock, returns }: SwitchUserDeps,
): void {
  async function switchSession(
    request: FastifyRequest,
    reply: FastifyReply,
    auth: AuthContext,
    target: string,
  ): Promise<void> {
    // A switch changes the session, so, like a POST, it must not be started from another site.
    // Browsers say where a navigation came from: 'none' (typed or bookmarked), 'same-origin', or another site.
    // A request that does not say (an old browser, a script) is refused too: the header is required.
    const site = request.headers['sec-fetch-site'];
    if (site !== 'none' && site !== 'same-origin') {
      throw new AppError(
        'CSRF_REJECTED',
        'Switch user links only work from a page of this site. Please use the Support menu.',
      );
    }
    const clubId = request.tenant.kind === 'club' ? request.tenant.club.id : null;
    const outcome = await switchUser(people, audit, auth, target, clubId);
    await startSession(sessions, request, reply, clock(), {
      userId: outcome.userId,
      staySignedIn: false,
      impersonatorUserId: outcome.impersonatorUserId,
    });
  }

  app.addHook('preHandler', async (request, reply) => {
    // Runs on every GET (assets and the schedule too): a substring test before parsing anything.
    if (request.method !== 'GET' || !request.url.includes(SWITCH_USER_PARAM)) return;
    const url = new URL(request.url, 'http://x');
    const target = url.searchParams.get(SWITCH_USER_PARAM);
    if (target === null) return;
    url.searchParams.delete(SWITCH_USER_PARAM);
    const back = url.pathname + url.search;
    if (!request.auth) return reply.redirect(back, 303);
    try {
      await switchSession(request, reply, request.auth, target);
    } catch (err) {
      const kind = err instanceof AppError ? SWITCH_USER_ERROR_KINDS[err.code] : undefined;
      if (!kind || isApiPath(url.pathname)) throw err;
      url.searchParams.set(SWITCH_USER_ERROR_PARAM, kind);
      return reply.redirect(url.pathname + url.search, 303);
    }
    if (target === SWITCH_USER_EXIT) return reply.redirect(returns.take(request, reply), 303);
    // Switching straight on from one person to another keeps the page support themselves were on.
    if (!request.auth.impersonator) returns.remember(request, reply, back);
    return reply.redirect(back, 303);
  });
}
