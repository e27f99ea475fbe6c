import type { ClubRole, PlatformRole, Role } from '@clubroom/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/**
 * Who may call a route. Every route declares one; the server refuses to start otherwise.
 * - 'public': anyone, signed in or not.
 * - 'signed-in': any signed-in person, acting on their own account.
 * - roles: a person holding one of the club roles at the club the Host names, or one of the
 *   platform roles anywhere; `financial` additionally needs the organiser's financial access.
 */
export type Access = 'public' | 'signed-in' | { roles: Role[]; financial?: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access, for the authorisation walk test. */
    routeAccess: { method: string; url: string; access: Access }[];
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Set false only on routes called by other servers (webhooks) that carry their own proof. */
    csrf?: boolean;
  }
}

export interface AuthContext {
  sessionId: string;
  user: { id: number; email: string; firstName: string; lastName: string; isSupport: boolean; isPlatformManager: boolean };
  /** The support person behind a switched session. */
  impersonator: { id: number; email: string; firstName: string } | null;
  /** Active roles at the request's club (none on the platform host). */
  clubRoles: ClubRole[];
  financialAccess: boolean;
}

export function platformRolesOf(auth: AuthContext): PlatformRole[] {
  return [...(auth.user.isSupport ? ['support' as const] : []), ...(auth.user.isPlatformManager ? ['platform_manager' as const] : [])];
}

export function rolesOf(auth: AuthContext | null): Role[] {
  return auth ? [...auth.clubRoles, ...platformRolesOf(auth)] : [];
}

/** Whether a request's person may call a route with this access. Pure, so tests can walk it. */
export function isGranted(access: Access, auth: AuthContext | null): boolean {
  if (access === 'public') return true;
  if (!auth) return false;
  if (access === 'signed-in') return true;
  const roles = rolesOf(auth);
  const held = access.roles.filter((r) => roles.includes(r));
  if (held.length === 0) return false;
  if (!access.financial) return true;
  // Financial routes: platform roles pass; organisers need the financial-access flag.
  return held.some((r) => r === 'support' || r === 'platform_manager') || auth.financialAccess;
}

/** Routes that plugins register (docs, static assets) are public pages. */
const PLUGIN_PREFIXES = ['/api/docs', '/vue/prod'];

/** Enforces each route's declared access before its input is even validated. */
export function registerPolicy(app: FastifyInstance): void {
  const registry: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', registry);
  app.addHook('onRoute', (route) => {
    route.config ??= {};
    const config = route.config as { access?: Access };
    if (!config.access && PLUGIN_PREFIXES.some((p) => route.url.startsWith(p))) config.access = 'public';
    if (!config.access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registry.push({ method: String(method), url: route.url, access: config.access });
    }
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access ?? 'public';
    if (isGranted(access, request.auth)) return;
    if (!request.auth) throw new AppError('UNAUTHENTICATED', 401, 'Please sign in to continue');
    throw new AppError('FORBIDDEN', 403, "You don't have permission to do that");
  });
}

/** The signed-in person of a route whose policy already demanded one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 401, 'Please sign in to continue');
  return request.auth;
}
