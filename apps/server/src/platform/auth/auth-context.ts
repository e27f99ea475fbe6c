import type { FastifyInstance } from 'fastify';
import type { ClubRole } from '@clubroom/domain/contracts';
import type { users } from '../../db/schema/index.js';
import type { AuthContext } from './policy.js';
import { findLiveSession, SESSION_COOKIE } from './sessions.js';
import type { SessionsRepository } from './sessions.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, or null. Resolved once per request after the tenant. */
    auth: AuthContext | null;
  }
}

/** A person's identity with their active roles at a club (none when clubId is null). */
export async function authContextFor(
  repo: SessionsRepository,
  session: { id: string; impersonatorUserId: number | null },
  user: typeof users.$inferSelect,
  clubId: number | null,
): Promise<AuthContext> {
  const memberships = clubId ? await repo.activeMemberships(user.id, clubId) : [];
  const impersonator = session.impersonatorUserId ? await repo.findUser(session.impersonatorUserId) : null;
  return {
    sessionId: session.id,
    user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, isSupport: user.isSupport, isPlatformManager: user.isPlatformManager },
    impersonator: impersonator ? { id: impersonator.id, email: impersonator.email, firstName: impersonator.firstName } : null,
    clubRoles: memberships.map((m) => m.role as ClubRole),
    financialAccess: memberships.some((m) => m.role === 'organiser' && m.financialAccess),
  };
}

/** Reads the session cookie on every request and resolves who is signed in, with their roles at this club. */
export function registerAuthContext(app: FastifyInstance, repo: SessionsRepository, clock: () => Date): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const found = await findLiveSession(repo, request.cookies[SESSION_COOKIE], clock());
    if (!found) return;
    const clubId = request.tenant.kind === 'club' ? request.tenant.club.id : null;
    request.auth = await authContextFor(repo, found.session, found.user, clubId);
  });
}
