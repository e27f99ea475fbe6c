import type { Db } from '../../db/client.js';
import type { ClubConsole } from '../club-settings/index.js';
import type { ClubsCardMoney } from '../reporting/index.js';
import type { AuditRepository } from '../../platform/audit/audit.repository.js';
import type { Outbox } from '../../platform/jobs/outbox.js';
import type { PlatformConsoleRepository } from './platform-console.repository.js';

/** What the console's use cases work with. */
export interface ConsoleDeps {
  repo: PlatformConsoleRepository;
  /** Several clubs' card money in a window (reporting's, as Financials counts it). */
  cardMoney: ClubsCardMoney;
  /** The club's payment set-up, features and rates, through their owner (club-settings). */
  club: ClubConsole;
  /** One transaction: the change through club-settings and its audit row commit together. */
  transaction: <T>(
    work: (writes: { club: ClubConsole; audit: AuditRepository; outbox: Outbox; db: Db }) => Promise<T>,
  ) => Promise<T>;
  clock: () => Date;
}

/** The platform's own zone: the console's months (a club's own figures are in its zone, on its Financials). */
export const PLATFORM_TIME_ZONE = 'Europe/London';
