import type { Tx } from '../../platform/db/transaction.js';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import type { BookedPlaces, StaffOrders } from '../booking/index.js';
import type { ClubFeeTerms } from '../club-settings/index.js';
import type { OrderRefunds } from '../payments/index.js';
import type { MoneyFigures } from '../reporting/index.js';
import type { AdminOrdersRepository } from './admin-orders.repository.js';
import type { SetupFeesRepository } from './setup-fees.repository.js';

/** The orders admin's reads, and the orders it writes through the booking module (their one writer). */
export type AdminOrdersStores = AdminOrdersRepository & SetupFeesRepository & StaffOrders;

/** What the orders admin's use cases work with. */
export interface AdminOrdersDeps {
  repo: AdminOrdersStores;
  /** The stores bound to one transaction. */
  transaction: <T>(work: (repo: AdminOrdersStores, tx: Tx) => Promise<T>) => Promise<T>;
  /** The booking module's cancelling of places (their waiting lists offered the freed ones). */
  places: BookedPlaces;
  /** The payments module's refunds (`refundPayment`). */
  refunds: OrderRefunds;
  /** What the club charges parents in fees: a custom order's passing-on fee is fixed with it, as checkout does. */
  feeTerms: ClubFeeTerms;
  /** The money figures as Financials reads them: a term's outstanding is the same sum on both pages. */
  figures: MoneyFigures;
  clock: () => Date;
  /** Counters of the rate limits (refunds). */
  rateLimits: RateLimitRepository;
  /** The site's public address (the request's client address is read through it). */
  publicUrl: URL;
}
