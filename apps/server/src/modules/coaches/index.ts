import type { ModuleDeps } from '../../platform/module-deps.js';
import { coachesRepository } from './coaches.repository.js';

export type { CoachedThing, CoachesRepository } from './coaches.repository.js';

/**
 * Coaches: which of a club's coaches take which runs (`run_coaches`) and camps (`camp_coaches`). No routes of its own:
 * registers assigns them (and opens a coach's registers by them), the schedule admin copies a run's to its re-run,
 * the camps admin shows a camp's. Its own module so that those three depend on it, not on each other.
 */
export const coachesOn = (db: ModuleDeps['db']) => coachesRepository(db);

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
