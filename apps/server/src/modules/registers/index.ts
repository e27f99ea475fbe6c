import type { FastifyPluginAsync } from 'fastify';
import { withTransaction } from '../../platform/db/transaction.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { openCampRegister, openRegister } from './register-access.js';
import { registersRepository } from './registers.repository.js';
import { registersRoutes } from './registers.routes.js';
import { coachesRepository } from './coaches.repository.js';
import type { PlacesForFamilies } from '../booking/index.js';

export { registerChildOf } from './register-child.js';
export { photoAnswerOfBooking, registerChildColumns } from './register-child.repository.js';

/**
 * The booking engine's places for families, handed in by the app: booking's index imports this
 * module's registerOpener, so importing booking's back here would make a cycle.
 */
export interface RegistersModuleDeps extends ModuleDeps {
  placesForFamilies: (deps: ModuleDeps) => PlacesForFamilies;
}

/**
 * Registers: the club's staff take attendance at a run's sessions (organisers any run's, coaches
 * those of the runs they are assigned to) and download it as a CSV; organisers assign coaches to
 * runs and rebook a run's children into another run (the next term's).
 */
export const registersModule: FastifyPluginAsync<RegistersModuleDeps> = async (app, deps) => {
  registersRoutes(
    app,
    {
      registers: registersRepository(deps.db),
      coaches: coachesRepository(deps.db),
      clock: deps.clock,
      places: deps.placesForFamilies(deps),
      send: (work) => withTransaction(deps.db, (tx) => work(outboxOn(deps.jobs, tx))),
    },
    deps.config.publicUrl,
  );
};

/** Registers' object rule for other modules' staff routes about one run (its waiting list): 404 or 403 as a register. */
export const registerOpener =
  ({ db }: Pick<ModuleDeps, 'db'>) =>
  (club: Pick<ResolvedClub, 'id'>, auth: AuthContext, runId: number) =>
    openRegister(registersRepository(db), club, auth, runId);
export type RegisterOpener = ReturnType<typeof registerOpener>;

/** The same for a camp's registers (the camps admin's day registers): 404, or 403 unless an organiser or on the camp. */
export const campRegisterOpener =
  ({ db }: Pick<ModuleDeps, 'db'>) =>
  (club: Pick<ResolvedClub, 'id'>, auth: AuthContext, campId: number) =>
    openCampRegister(registersRepository(db), club, auth, campId);
export type CampRegisterOpener = ReturnType<typeof campRegisterOpener>;

/** The coaches of runs, on a transaction's connection: a term's re-run copies them to the new runs. */
export const runCoachesOn = (db: ModuleDeps['db']) => {
  const coaches = coachesRepository(db);
  return {
    of: (clubId: number, runId: number) => coaches.of(clubId, { runId }),
    copy: (clubId: number, fromRunId: number, toRunId: number) => coaches.copyRun(clubId, fromRunId, toRunId),
  };
};
export type RunCoaches = ReturnType<typeof runCoachesOn>;

/** The coaches on a camp, for its registers. */
export const campCoachesOf =
  ({ db }: Pick<ModuleDeps, 'db'>) =>
  (clubId: number, campId: number) =>
    coachesRepository(db).of(clubId, { campId });
