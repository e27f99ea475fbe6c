import type { Tx } from '../../platform/db/transaction.js';
import type { BookingSettingsRow, PlacesForFamilies } from '../booking/index.js';
import type { PaySettingsRepository } from './pay-settings.repository.js';
import type { AuditRepository } from '../../platform/audit/audit.repository.js';

/** What the settings' use cases work with. */
export interface PaySettingsDeps {
  repo: PaySettingsRepository;
  /** The repository and the audit log bound to one transaction. */
  transaction: <T>(work: (repo: PaySettingsRepository, audit: AuditRepository, tx: Tx) => Promise<T>) => Promise<T>;
  /** The booking module's checkout, which makes the setup-fee orders. */
  places: PlacesForFamilies;
  /** The booking module's settings row (its one writer), on the database or a transaction: resetting setup fees. */
  bookingSettingsOn: (tx: Tx) => BookingSettingsRow;
  clock: () => Date;
  publicUrl: URL;
}
