import { localDateOf } from '@clubroom/domain/rules';
import type { Db } from '../../db/client.js';
import type { AuditRepository } from '../../platform/audit/audit.repository.js';
import type { ClubPolicyWriter } from '../club-settings/index.js';
import type { ClubConnections } from '../people/index.js';
import type { ClubsMonthlyFigures } from '../reporting/index.js';
import type { FranchiseRepository } from './franchise.repository.js';

/** What the franchise use cases work with. */
export interface FranchiseDeps {
  repo: FranchiseRepository;
  /** The clubs' figures by month, as Financials counts them (reporting's). */
  figures: ClubsMonthlyFigures;
  /** People's connections with clubs (memberships, children's club memberships): a family's move. */
  connections: ClubConnections;
  /** One transaction: the change and its audit row commit together. */
  transaction: <T>(
    work: (writes: {
      repo: FranchiseRepository;
      audit: AuditRepository;
      connections: ClubConnections;
      policies: ClubPolicyWriter;
      db: Db;
    }) => Promise<T>,
  ) => Promise<T>;
  clock: () => Date;
}

/** The network's months are the platform's (its clubs may be in several zones): Europe/London. */
export const NETWORK_TIME_ZONE = 'Europe/London';

/** The network's month ('YYYY-MM') an instant falls in. */
export const networkMonthOf = (at: Date) => localDateOf(Math.floor(at.getTime() / 1000), NETWORK_TIME_ZONE).slice(0, 7);
