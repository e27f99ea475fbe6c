import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { startSession } from '../../platform/auth/sessions.js';
import type { SessionsRepository } from '../../platform/auth/sessions.repository.js';
import type { UsersRepository } from '../auth/users.repository.js';
import type { AuditRepository } from './audit.repository.js';
import { SWITCH_USER_PARAM, switchUser } from './switch-user.js';

/**
 * A switch-user link is the current page plus `?_switch_user=email` (spec). For a signed-in
 * support person, any GET carrying it switches the session (a new session id) and redirects to
 * the same page without the parameter. Anyone else gets 403, and so does a switch started from
 * another site (Sec-Fetch-Site), as the CSRF check refuses a cross-site POST.
 */
export function registerSwitchUser(app: FastifyInstance, users: UsersRepository, sessions: SessionsRepository, audit: AuditRepository, clock: () => Date): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET') return;
    const url = new URL(request.url, 'http://x');
    const target = url.searchParams.get(SWITCH_USER_PARAM);
    if (target === null) return;
    url.searchParams.delete(SWITCH_USER_PARAM);
    const back = url.pathname + url.search;
    if (!request.auth) return reply.redirect(back, 303);
    // A switch changes the session, so, like a POST, it must not be started from another site.
    // Browsers say where a navigation came from: 'none' (typed or bookmarked), 'same-origin', or another site.
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'none' && site !== 'same-origin') {
      throw new AppError('CSRF_REJECTED', 403, 'Switch user links only work from a page of this site. Please use the Support menu.');
    }
    const clubId = request.tenant.kind === 'club' ? request.tenant.club.id : null;
    const outcome = await switchUser(users, audit, request.auth, target, clubId);
    await startSession(sessions, request, reply, clock(), { userId: outcome.userId, staySignedIn: false, impersonatorUserId: outcome.impersonatorUserId });
    return reply.redirect(back, 303);
  });
}
