import type { Outbox } from '../../platform/jobs/outbox.js';
import type { AuthTokensRepository } from '../../platform/security/auth-tokens.repository.js';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import type { SessionsRepository } from '../../platform/security/sessions.repository.js';
import type { PeopleDirectory } from '../people/index.js';

/** What the auth use cases read and write through, on the database or inside one transaction. */
export interface AuthStores {
  /** Accounts belong to the people module: auth finds, creates and proves them through it. */
  people: PeopleDirectory;
  tokens: AuthTokensRepository;
  sessions: SessionsRepository;
}

/** What the auth use cases need, built once by the module (index.ts). */
export interface AuthDeps extends AuthStores {
  /**
   * Runs `work` in one transaction, with the stores and the outbox bound to it: a use case's writes
   * and the emails they cause commit together.
   */
  transaction: <T>(work: (tx: AuthStores & { outbox: Outbox }) => Promise<T>) => Promise<T>;
  rateLimits: RateLimitRepository;
  clock: () => Date;
}
