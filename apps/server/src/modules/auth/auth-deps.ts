import type { JobEffectsRepository } from '../../platform/jobs/job-effects.repository.js';
import type { Outbox } from '../../platform/jobs/outbox.js';
import type { AuthTokensRepository } from '../../platform/security/auth-tokens.repository.js';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import type { SessionsRepository } from '../../platform/security/sessions.repository.js';
import type { CalendarLinks } from '../calendar-feeds/index.js';
import type { PeopleDirectory } from '../people/index.js';
import type { SignUpTerms } from '../terms-of-use/index.js';

/** What the auth use cases read and write through, on the database or inside one transaction. */
export interface AuthStores {
  /** Accounts belong to the people module: auth finds, creates and proves them through it. */
  people: PeopleDirectory;
  tokens: AuthTokensRepository;
  sessions: SessionsRepository;
  /** The terms a sign-up accepts, recorded when its code is entered (the terms-of-use module's). */
  terms: SignUpTerms;
  /** The person's calendar link (the calendar-feeds module's): a password reset stops it working. */
  calendarLinks: CalendarLinks;
}

/** The stores inside one transaction, with its outbox and the record of which jobs' effects happened. */
export interface AuthTx extends AuthStores {
  outbox: Outbox;
  effects: JobEffectsRepository;
}

/** What the auth use cases need, built once by the module (index.ts). */
export interface AuthDeps extends AuthStores {
  /**
   * Runs `work` in one transaction, with the stores and the outbox bound to it: a use case's writes
   * and the emails they cause commit together.
   */
  transaction: <T>(work: (tx: AuthTx) => Promise<T>) => Promise<T>;
  rateLimits: RateLimitRepository;
  clock: () => Date;
}
