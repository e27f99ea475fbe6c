import type { PaySettingsRepository } from './pay-settings.repository.js';
import type { AuditRepository } from '../../platform/audit/audit.repository.js';

/** What the settings' use cases work with. */
export interface PaySettingsDeps {
  repo: PaySettingsRepository;
  /** The repository and the audit log bound to one transaction. */
  transaction: <T>(work: (repo: PaySettingsRepository, audit: AuditRepository) => Promise<T>) => Promise<T>;
  clock: () => Date;
}
