import type { Outbox } from '../../platform/jobs/outbox.js';
import type { PlacesForFamilies, RunWaitingLists } from '../booking/index.js';
import type { RegistersRepository } from './registers.repository.js';
import type { CoachesRepository } from '../coaches/index.js';
import type { ClubRegisterOrder } from '../club-settings/index.js';
import type { FamilyColumnsOf } from '../registration-questions/index.js';

/** What the register use cases read and write with. */
export interface RegistersDeps {
  registers: RegistersRepository;
  coaches: CoachesRepository;
  clock: () => Date;
  /** How the club lists children on its registers (a club option). */
  registerOrder: ClubRegisterOrder;
  /** The booking engine's basket and checkout acting for a family (large rebook). */
  places: PlacesForFamilies;
  /** A run's waiting list (booking's), read as part of its register. */
  waitingLists: RunWaitingLists;
  /** The families' answers to the club's questions and their contact attributes, as register columns. */
  familyColumns: FamilyColumnsOf;
  /** Emails queued in one transaction: sent only once it commits. */
  send: (work: (outbox: Outbox) => Promise<void>) => Promise<void>;
}
