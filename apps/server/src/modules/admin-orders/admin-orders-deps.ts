import type { Tx } from '../../platform/db/transaction.js';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import type { BookedPlaces } from '../booking/index.js';
import type { ClubFeeTerms } from '../fees/index.js';
import type { OrderRefunds } from '../payments/index.js';
import type { AdminOrdersRepository } from './admin-orders.repository.js';

/** What the orders admin's use cases work with. */
export interface AdminOrdersDeps {
  repo: AdminOrdersRepository;
  /** The repository bound to one transaction. */
  transaction: <T>(work: (repo: AdminOrdersRepository, tx: Tx) => Promise<T>) => Promise<T>;
  /** The booking module's cancelling of places (their waiting lists offered the freed ones). */
  places: BookedPlaces;
  /** The payments module's refunds (`refundPayment`). */
  refunds: OrderRefunds;
  /** What the club charges parents in fees: a custom order's passing-on fee is fixed with it, as checkout does. */
  feeTerms: ClubFeeTerms;
  clock: () => Date;
  /** Counters of the rate limits (refunds). */
  rateLimits: RateLimitRepository;
  /** The site's public address (the request's client address is read through it). */
  publicUrl: URL;
}
