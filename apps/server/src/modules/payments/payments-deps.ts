import type { Config } from '../../config.js';
import type { JobsLog } from '../../platform/jobs/jobs.js';
import type { Outbox } from '../../platform/jobs/outbox.js';
import type { PaymentProvider } from '../../platform/payments/index.js';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PaidOrders } from '../booking/index.js';
import type { ClubFeeRatesAt, ClubPaymentSetup } from '../club-settings/index.js';
import type { FamilyCredit } from '../credit/index.js';
import type { PeopleDirectory } from '../people/index.js';
import type { PaymentsRepository } from './payments.repository.js';

/** The repository and the outbox, bound to one transaction. */
export interface PaymentsWrites {
  repo: PaymentsRepository;
  outbox: Outbox;
}

/** What the payments use cases work with. */
export interface PaymentsDeps {
  repo: PaymentsRepository;
  /** The club's payment set-up (club-settings owns it): its connected account and fee mode. */
  paymentSetup: ClubPaymentSetup;
  /** The club's fee rates in effect at an instant (club-settings owns them): an order's are those of its placement. */
  feeRates: ClubFeeRatesAt;
  transaction: <T>(work: (writes: PaymentsWrites) => Promise<T>) => Promise<T>;
  provider: PaymentProvider;
  /** The booking module's orders: finding one, and completing it once paid. */
  orders: PaidOrders;
  /** Families' credit with the club (the credit module's): a parent's cancel under the credit policy adds to it. */
  credit: FamilyCredit;
  /** The parent's address and name, for what is settled and emailed without a request (webhooks, jobs); the club's finance contacts. */
  people: Pick<PeopleDirectory, 'findById' | 'financeContactsOf'>;
  /** The platform's support address (SUPPORT_EMAIL): alerted with the club when a refund owed keeps failing. */
  supportEmail: string;
  clubById: (clubId: number) => Promise<ResolvedClub | null>;
  clock: () => Date;
  /** The site's public address: the club's site for links in emails. */
  publicUrl: URL;
  /** Stripe's publishable key for the browser's card collector; null with the sandbox. */
  publishableKey: string | null;
  /** Counters of the rate limits (declined cards). */
  rateLimits: RateLimitRepository;
  /** The app's log: what fails beside the work without failing it (a card not recorded). */
  log: JobsLog;
  /** A fault tests inject (CLUBROOM_FAULT). */
  fault: Config['CLUBROOM_FAULT'];
}
