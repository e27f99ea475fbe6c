import type { Mailer } from '../../platform/mail/mailer.js';
import type { RateLimitRepository } from '../../platform/auth/rate-limit.repository.js';
import type { UsersRepository } from './users.repository.js';

/** What the auth use cases need, built once in auth.routes.ts. */
export interface AuthDeps {
  users: UsersRepository;
  rateLimits: RateLimitRepository;
  mailer: Mailer;
  clock: () => Date;
}

/** Facts about the request a use case may use (never the raw request). */
export interface RequestFacts {
  ip: string;
  /** `http://demo.localhost:3000`, built from the resolved tenant, never from an unchecked Host. */
  origin: string;
  clubId: number | null;
  clubName: string;
}
