import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { registersRepository } from './registers.repository.js';
import { registersRoutes } from './registers.routes.js';
import { runCoachesRepository } from './run-coaches.repository.js';

/**
 * Registers: the club's staff take attendance at a run's sessions (organisers any run's, coaches
 * those of the runs they are assigned to), and organisers assign coaches to runs.
 */
export const registersModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  registersRoutes(app, {
    registers: registersRepository(deps.db),
    runCoaches: runCoachesRepository(deps.db),
    clock: deps.clock,
  });
};
