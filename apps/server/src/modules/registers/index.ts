import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { openRegister } from './register-access.js';
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

/** Registers' object rule for other modules' staff routes about one run (its waiting list): 404 or 403 as a register. */
export const registerOpener =
  ({ db }: Pick<ModuleDeps, 'db'>) =>
  (club: Pick<ResolvedClub, 'id'>, auth: AuthContext, runId: number) =>
    openRegister(registersRepository(db), club, auth, runId);
export type RegisterOpener = ReturnType<typeof registerOpener>;
