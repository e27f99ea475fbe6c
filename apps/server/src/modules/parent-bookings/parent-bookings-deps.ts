import type { FamilyWaitingLists } from '../booking/index.js';
import type { ParentBookingsRepository } from './parent-bookings.repository.js';

/** What the parent's bookings read with. */
export interface ParentBookingsDeps {
  repo: ParentBookingsRepository;
  /** The family's open waiting-list entries at a club, from the booking module. */
  waitingLists: FamilyWaitingLists;
  clock: () => Date;
}
