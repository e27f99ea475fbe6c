import type { Config } from '../../config.js';
import type { Outbox } from '../../platform/jobs/outbox.js';
import type { PaymentProvider } from '../../platform/payments/index.js';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PaidOrders } from '../booking/index.js';
import type { PeopleDirectory } from '../people/index.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';

/** The repository and the outbox, bound to one transaction. */
export interface PaymentsWrites {
  repo: PaymentsRepository;
  outbox: Outbox;
}

/** What the payments use cases work with. */
export interface PaymentsDeps {
  repo: PaymentsRepository;
  /** Monthly plans and the parents' subscriptions. */
  subscriptions: SubscriptionsRepository;
  transaction: <T>(work: (writes: PaymentsWrites) => Promise<T>) => Promise<T>;
  provider: PaymentProvider;
  /** The booking module's orders: finding one, and completing it once paid. */
  orders: PaidOrders;
  /** The parent's address and name, for what is settled and emailed without a request (webhooks, jobs). */
  people: Pick<PeopleDirectory, 'findById'>;
  clubById: (clubId: number) => Promise<ResolvedClub | null>;
  clock: () => Date;
  /** The site's public address: the club's site for links in emails. */
  publicUrl: URL;
  /** Stripe's publishable key for the browser's card collector; null with the sandbox. */
  publishableKey: string | null;
  /** Counters of the rate limits (declined cards). */
  rateLimits: RateLimitRepository;
  /** A fault tests inject (CLUBROOM_FAULT). */
  fault: Config['CLUBROOM_FAULT'];
}
