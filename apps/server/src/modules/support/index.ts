import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { auditRepository } from '../../platform/audit/audit.repository.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { sessionsRepository } from '../../platform/security/sessions.repository.js';
import { peopleDirectory } from '../people/index.js';
import { switchReturn } from './switch-return.js';
import { registerSwitchUser } from './switch-user.hook.js';

const support: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  registerSwitchUser(app, {
    people: peopleDirectory(deps),
    sessions: sessionsRepository(deps.db),
    audit: auditRepository(deps.db),
    clock: deps.clock,
    returns: switchReturn(deps.config.NODE_ENV === 'production'),
  });
};

/**
 * Support staff's tools: switch user, a hook on every GET. Not encapsulated (fastify-plugin), so
 * the hook reaches every route: app.ts registers it after the auth context and before the routes.
 */
export const supportModule = fp(support, { name: 'support' });
