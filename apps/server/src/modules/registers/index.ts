import type { FastifyPluginAsync } from 'fastify';
import { withTransaction } from '../../platform/db/transaction.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { openCampRegister, openRegister } from './register-access.js';
import { registersRepository } from './registers.repository.js';
import { registersRoutes } from './registers.routes.js';
import { coachesOn } from '../coaches/index.js';
import { campViews } from '../admin-camps/index.js';
import { placesForFamilies, runWaitingLists } from '../booking/index.js';
import { clubRegisterOrder } from '../club-settings/index.js';
import { familyColumnsOf } from '../registration-questions/index.js';
import { campRegistersRepository } from './camp-registers.repository.js';
import { campRegistersRoutes } from './camp-registers.routes.js';

/**
 * Registers: the club's staff take attendance at a run's sessions and a camp's days (organisers any
 * run's or camp's, coaches those they are assigned to) and download it as a CSV, with a camp's
 * emergency contacts; organisers assign coaches to runs and camps and rebook a run's children into
 * another run (the next term's).
 */
export const registersModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const registers = registersRepository(deps.db);
  const coaches = coachesOn(deps.db);
  registersRoutes(
    app,
    {
      registers,
      coaches,
      clock: deps.clock,
      registerOrder: clubRegisterOrder(deps),
      places: placesForFamilies(deps),
      waitingLists: runWaitingLists(deps),
      familyColumns: familyColumnsOf(deps),
      send: (work) => withTransaction(deps.db, (tx) => work(outboxOn(deps.jobs, tx))),
    },
    deps.config.publicUrl,
  );
  campRegistersRoutes(app, {
    repo: campRegistersRepository(deps.db),
    camps: campViews(deps),
    clock: deps.clock,
    openCampRegister: (club, auth, campId) => openCampRegister(registers, club, auth, campId),
    campCoaches: (clubId, campId) => coaches.of(clubId, { campId }),
    registerOrder: clubRegisterOrder(deps),
  });
};

/**
 * A run's register as other modules act on it (trophies): `open` is the registers' object rule (the club's run, else
 * 404; an organiser, or a coach assigned to it, else 403) answering the run; `hasPlace` whether a child is booked on it.
 */
export function runRegisterAccess({ db }: Pick<ModuleDeps, 'db'>) {
  const registers = registersRepository(db);
  return {
    open: (club: Pick<ResolvedClub, 'id'>, auth: AuthContext, runId: number) =>
      openRegister(registers, club, auth, runId),
    hasPlace: async (clubId: number, runId: number, childId: number) =>
      (await registers.placesOf(clubId, runId, childId)).length > 0,
  };
}
export type RunRegisterAccess = ReturnType<typeof runRegisterAccess>;
