import type { FastifyInstance } from 'fastify';
import { isAssetPath } from '../web-assets.js';
import type { IdentitySource } from './identity-source.js';
import type { AuthContext } from './policy.js';
import { findLiveSession, sessionTokenOf } from './sessions.js';
import type { SessionsRepository } from './sessions.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, or null. Resolved once per request after the tenant. */
    auth: AuthContext | null;
  }
}

/** A session's person with their active roles at a club (none when clubId is null); null if they are gone. */
export async function authContextFor(
  identities: IdentitySource,
  session: { id: string; userId: number; impersonatorUserId: number | null },
  clubId: number | null,
): Promise<AuthContext | null> {
  const found = await identities.findWithRolesAt(session.userId, clubId);
  if (!found) return null;
  const { person: user, roles } = found;
  const impersonator = session.impersonatorUserId ? await identities.findById(session.impersonatorUserId) : null;
  const { id, email, firstName, lastName, isSupport, isPlatformManager } = user;
  return {
    sessionId: session.id,
    user: { id, email, firstName, lastName, isSupport, isPlatformManager },
    impersonator: impersonator && { id: impersonator.id, email: impersonator.email, firstName: impersonator.firstName },
    clubRoles: roles.map((r) => r.role),
    financialAccess: roles.some((r) => r.role === 'organiser' && r.financialAccess),
  };
}

/**
 * Reads the session cookie on every request but the app's own files (`isAssetPath`: the same for everyone, and a
 * cold admin load asks for ~60 of them with the cookie) and resolves who is signed in, with their roles at this club.
 */
export function registerAuthContext(
  app: FastifyInstance,
  sessions: SessionsRepository,
  identities: IdentitySource,
  clock: () => Date,
): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (isAssetPath(request.url)) return;
    const session = await findLiveSession(sessions, sessionTokenOf(request), clock());
    if (!session) return;
    const clubId = request.tenant.kind === 'club' ? request.tenant.club.id : null;
    request.auth = await authContextFor(identities, session, clubId);
  });
}
