import type { Access, ClubRole, PlatformRole, Role, TenantScope } from '@clubroom/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { switchedSessionRefused } from './actor.js';
import type { Person } from './identity-source.js';

export type { Access };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access, for the authorisation walk test. */
    routeAccess: { method: string; url: string; access: Access; scope: TenantScope; csrf?: false }[];
  }
  interface FastifyContextConfig {
    /** Who may call the route (declared with the route in packages/domain). */
    access?: Access;
    /** Which hosts the route works on; `club` routes answer 404 anywhere but a known club's host. */
    scope?: TenantScope;
    /** Set false only on routes called by other servers (webhooks) that carry their own proof. */
    csrf?: boolean;
    /** 'refused': the person's own act, which a switched session (switch user) may not do. */
    switchedSession?: 'refused';
  }
}

export interface AuthContext {
  sessionId: string;
  user: Person;
  /** The support person behind a switched session. */
  impersonator: { id: number; email: string; firstName: string } | null;
  /** Active roles at the request's club (none on the platform host). */
  clubRoles: ClubRole[];
  financialAccess: boolean;
}

export function platformRolesOf(auth: AuthContext): PlatformRole[] {
  return [
    ...(auth.user.isSupport ? ['support' as const] : []),
    ...(auth.user.isPlatformManager ? ['platform_manager' as const] : []),
  ];
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

/** Whether the person sees the club's money at all: platform roles do; club staff need the financial-access flag. */
export const seesFinances = (auth: AuthContext): boolean =>
  auth.user.isSupport || auth.user.isPlatformManager || auth.financialAccess;

/** An order's amount as the person may see it: the amount when they see the club's money, else null. */
export const amountSeenBy = (auth: AuthContext, amount: number): number | null => (seesFinances(auth) ? amount : null);

/** Routes that plugins register (docs, static assets) are public pages. */
const PLUGIN_PREFIXES = ['/api/docs', '/vue/prod'];

/**
 * Enforces each route's declared access before its input is even validated, and refuses a
 * switched session on the routes that are the person's own act.
 */
export function registerPolicy(app: FastifyInstance): void {
  const registry: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', registry);
  app.addHook('onRoute', (route) => {
    route.config ??= {};
    const config = route.config as { access?: Access; scope?: TenantScope; csrf?: false };
    if (!config.access && PLUGIN_PREFIXES.some((p) => route.url.startsWith(p)))
      Object.assign(config, { access: 'public', scope: 'platform' });
    if (!config.access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy`);
    if (!config.scope) throw new Error(`Route ${String(route.method)} ${route.url} declares no tenant scope`);
    for (const method of [route.method].flat()) {
      // HEAD is GET's; OPTIONS is a CORS preflight (register-route.ts), never an operation of its own.
      if (method !== 'HEAD' && method !== 'OPTIONS')
        registry.push({
          method: String(method),
          url: route.url,
          access: config.access,
          scope: config.scope,
          ...(config.csrf === false && { csrf: false as const }),
        });
    }
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access ?? 'public';
    const { auth } = request;
    if (!isGranted(access, auth)) {
      if (!auth) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
      throw new AppError('FORBIDDEN', "You don't have permission to do that");
    }
    if (auth?.impersonator && request.routeOptions.config.switchedSession === 'refused')
      throw switchedSessionRefused(auth.user.firstName);
  });
}

/** The signed-in person of a route whose policy already demanded one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return request.auth;
}
