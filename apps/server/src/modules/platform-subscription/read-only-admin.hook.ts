import { platformSubscriptionApi } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { clubStanding } from './club-standing.js';
import type { PlatformSubscriptionDeps } from './platform-subscription-deps.js';

/** The club's own way out of read-only: its subscription's routes (checking out again, the sandbox's page). */
const WAY_OUT = new Set(Object.values(platformSubscriptionApi).map((route) => `${route.method} ${route.path}`));

/**
 * A club whose subscription lapsed past its grace period has read-only admin: every change by its staff (a route
 * for staff roles only, not a GET) answers 403 CLUB_READ_ONLY, except setting the subscription up again. Parents'
 * routes (signed-in, public, or open to parents) are never refused, nor Clubroom's support and platform managers.
 */
export function registerReadOnlyAdmin(app: FastifyInstance, deps: PlatformSubscriptionDeps): void {
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.tenant.kind !== 'club') return;
    const access = request.routeOptions.config.access;
    if (!access || typeof access === 'string' || access.roles.includes('parent')) return;
    const { auth } = request;
    if (!auth || auth.user.isSupport || auth.user.isPlatformManager) return;
    if (WAY_OUT.has(`${request.method} ${request.routeOptions.url}`)) return;
    if ((await clubStanding(deps, request.tenant.club.id)).kind === 'read-only') {
      throw new AppError('CLUB_READ_ONLY', messages.platformSubscription.readOnly);
    }
  });
}
