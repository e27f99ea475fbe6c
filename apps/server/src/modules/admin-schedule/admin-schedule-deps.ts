import type { Db } from '../../db/client.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { Tx } from '../../platform/db/transaction.js';
import { adminScheduleRepository, type AdminScheduleRepository } from './admin-schedule.repository.js';
import { basketHolds, type BasketHolds } from '../booking/index.js';
import { runCoachesOn, type RunCoaches } from '../coaches/index.js';
import type { VenueChooser } from '../venues/index.js';

/** What the schedule admin's use cases are given: reads on the database, writes in one transaction. */
export interface AdminScheduleDeps {
  repo: AdminScheduleRepository;
  /** Runs `work` in one transaction, with the repository bound to it. */
  transaction: <T>(work: (repo: AdminScheduleRepository, tx: Tx) => Promise<T>) => Promise<T>;
  clock: () => Date;
  /** The run coaches' reads and copies (registers' run_coaches), on the database or a transaction. */
  runCoaches: RunCoaches;
  runCoachesOn: (tx: Tx) => RunCoaches;
  /** Places held in baskets (booking's): a run taken back to a draft releases them, in its transaction. */
  basketHoldsOn: (tx: Tx) => BasketHolds;
  /** A run's venue: one of the club's, or a new one (venues' use case, shared with camps). */
  chooseVenue: VenueChooser;
}

export const adminScheduleDeps = (db: Db, clock: () => Date, chooseVenue: VenueChooser): AdminScheduleDeps => ({
  repo: adminScheduleRepository(db),
  transaction: (work) => withTransaction(db, (tx) => work(adminScheduleRepository(tx), tx)),
  clock,
  runCoaches: runCoachesOn(db),
  runCoachesOn,
  basketHoldsOn: (tx) => basketHolds({ db: tx }),
  chooseVenue,
});
