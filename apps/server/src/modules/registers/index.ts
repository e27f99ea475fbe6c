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
import type { CampViews } from '../admin-camps/index.js';
import { placesForFamilies } from '../booking/index.js';
import { clubRegisterOrder } from '../club-settings/index.js';
import { campRegistersRepository } from './camp-registers.repository.js';
import { campRegistersRoutes } from './camp-registers.routes.js';

/** Handed in by app.ts, as each module imports this one: importing theirs back here would make a cycle. */
export interface RegistersModuleDeps extends ModuleDeps {
  /** The camps admin's views of a camp, its weeks and days (the camps admin shows a camp's coaches: campCoachesOf). */
  campViews: (deps: ModuleDeps) => CampViews;
}

/**
 * Registers: the club's staff take attendance at a run's sessions and a camp's days (organisers any
 * run's or camp's, coaches those they are assigned to) and download it as a CSV, with a camp's
 * emergency contacts; organisers assign coaches to runs and camps and rebook a run's children into
 * another run (the next term's).
 */
export const registersModule: FastifyPluginAsync<RegistersModuleDeps> = async (app, deps) => {
  const registers = registersRepository(deps.db);
  const coaches = coachesRepository(deps.db);
  registersRoutes(
    app,
    {
      registers,
      coaches,
      clock: deps.clock,
      registerOrder: clubRegisterOrder(deps),
      places: placesForFamilies(deps),
      send: (work) => withTransaction(deps.db, (tx) => work(outboxOn(deps.jobs, tx))),
    },
    deps.config.publicUrl,
  );
  campRegistersRoutes(app, {
    repo: campRegistersRepository(deps.db),
    camps: deps.campViews(deps),
    clock: deps.clock,
    openCampRegister: (club, auth, campId) => openCampRegister(registers, club, auth, campId),
    campCoaches: (clubId, campId) => coaches.of(clubId, { campId }),
    registerOrder: clubRegisterOrder(deps),
  });
};

/** Registers' object rule for other modules' staff routes about one run (its waiting list): 404 or 403 as a register. */
export const registerOpener =
  ({ db }: Pick<ModuleDeps, 'db'>) =>
  (club: Pick<ResolvedClub, 'id'>, auth: AuthContext, runId: number) =>
    openRegister(registersRepository(db), club, auth, runId);
export type RegisterOpener = ReturnType<typeof registerOpener>;

/** The coaches of runs, on a transaction's connection: a term's re-run copies them to the new runs. */
export const runCoachesOn = (db: ModuleDeps['db']) => {
  const coaches = coachesRepository(db);
  return {
    of: (clubId: number, runId: number) => coaches.of(clubId, { runId }),
    copy: (clubId: number, fromRunId: number, toRunId: number) => coaches.copyRun(clubId, fromRunId, toRunId),
  };
};
export type RunCoaches = ReturnType<typeof runCoachesOn>;

/** The coaches on a camp: the camps admin's camp details show them. */
export const campCoachesOf =
  ({ db }: Pick<ModuleDeps, 'db'>) =>
  (clubId: number, campId: number) =>
    coachesRepository(db).of(clubId, { campId });
