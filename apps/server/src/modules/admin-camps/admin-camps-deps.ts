import type { Db } from '../../db/client.js';
import { withTransaction } from '../../platform/db/transaction.js';
import type { Tx } from '../../platform/db/transaction.js';
import { adminCampsRepository, type AdminCampsRepository } from './admin-camps.repository.js';
import { campCoachesOf, campRegisterOpener, type CampRegisterOpener } from '../registers/index.js';
import type { RegisterCoach } from '@clubroom/domain/api';
import type { VenueChooser } from '../venues/index.js';

/** What the camps admin's use cases are given: reads on the database, writes in one transaction. */
export interface AdminCampsDeps {
  repo: AdminCampsRepository;
  /** Runs `work` in one transaction, with the repository bound to it. */
  transaction: <T>(work: (repo: AdminCampsRepository, tx: Tx) => Promise<T>) => Promise<T>;
  clock: () => Date;
  /** Registers' object rule for a camp's registers: 404, or 403 unless an organiser or a coach on the camp. */
  openCampRegister: CampRegisterOpener;
  campCoaches: (clubId: number, campId: number) => Promise<RegisterCoach[]>;
  /** A camp's venue: one of the club's, or a new one (venues' use case, shared with runs). */
  chooseVenue: VenueChooser;
}

export const adminCampsDeps = (db: Db, clock: () => Date, chooseVenue: VenueChooser): AdminCampsDeps => ({
  repo: adminCampsRepository(db),
  transaction: (work) => withTransaction(db, (tx) => work(adminCampsRepository(tx), tx)),
  clock,
  openCampRegister: campRegisterOpener({ db }),
  campCoaches: campCoachesOf({ db }),
  chooseVenue,
});
