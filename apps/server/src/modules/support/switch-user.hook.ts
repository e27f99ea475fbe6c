import type { FastifyInstance } from 'fastify';
import { startSession } from '../../platform/auth/sessions.js';
import type { SessionsRepository } from '../../platform/auth/sessions.repository.js';
import type { UsersRepository } from '../auth/users.repository.js';
import type { AuditRepository } from './audit.repository.js';
import { SWITCH_USER_PARAM, switchUser } from './switch-user.js';

/**
 * A switch-user link is the current page plus `?_switch_user=email` (spec). For a signed-in
 * support person, any GET carrying it switches the session (a new session id) and redirects to
 * the same page without the parameter. Anyone else gets 403.
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
    const clubId = request.tenant.kind === 'club' ? request.tenant.club.id : null;
    const outcome = await switchUser(users, audit, request.auth, target, clubId);
    await startSession(sessions, request, reply, clock(), { userId: outcome.userId, staySignedIn: false, impersonatorUserId: outcome.impersonatorUserId });
    return reply.redirect(back, 303);
  });
}
