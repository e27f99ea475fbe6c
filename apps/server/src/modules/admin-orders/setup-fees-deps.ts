import type { AuditRepository } from '../../platform/audit/audit.repository.js';
import type { BookingSettingsRow, PlacesForFamilies } from '../booking/index.js';
import type { SetupFeesRepository } from './setup-fees.repository.js';

/** What the setup-fee tools work with. */
export interface SetupFeesDeps {
  repo: SetupFeesRepository;
  /** The booking module's checkout, which makes the setup-fee orders. */
  places: PlacesForFamilies;
  /** The booking module's settings row (its one writer) and the audit log, bound to one transaction. */
  transaction: <T>(work: (bookingSettings: BookingSettingsRow, audit: AuditRepository) => Promise<T>) => Promise<T>;
  clock: () => Date;
  publicUrl: URL;
}
