import type { Db } from '../../db/client.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { Tx } from '../../platform/db/transaction.js';
import { adminCampsRepository, type AdminCampsRepository } from './admin-camps.repository.js';
import { basketHolds, type BasketHolds } from '../booking/index.js';
import type { RegisterCoach } from '@clubroom/domain/api';
import { campCoachesOf } from '../coaches/index.js';
import type { VenueChooser } from '../venues/index.js';

/** What the camps admin's use cases are given: reads on the database, writes in one transaction. */
export interface AdminCampsDeps {
  repo: AdminCampsRepository;
  /** Runs `work` in one transaction, with the repository bound to it. */
  transaction: <T>(work: (repo: AdminCampsRepository, tx: Tx) => Promise<T>) => Promise<T>;
  clock: () => Date;
  /** Places held in baskets (booking's): a camp taken back to a draft releases them, in its transaction. */
  basketHoldsOn: (tx: Tx) => BasketHolds;
  /** Who coaches a camp (registers' camp_coaches): the camp's details show them. */
  campCoaches: (clubId: number, campId: number) => Promise<RegisterCoach[]>;
  /** A camp's venue: one of the club's, or a new one (venues' use case, shared with runs). */
  chooseVenue: VenueChooser;
}

export const adminCampsDeps = (db: Db, clock: () => Date, chooseVenue: VenueChooser): AdminCampsDeps => ({
  repo: adminCampsRepository(db),
  transaction: (work) => withTransaction(db, (tx) => work(adminCampsRepository(tx), tx)),
  clock,
  basketHoldsOn: (tx) => basketHolds({ db: tx }),
  campCoaches: campCoachesOf({ db }),
  chooseVenue,
});
