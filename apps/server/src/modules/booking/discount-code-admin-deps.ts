import type { Db } from '../../db/client.js';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { discountCodeAdminRepository, type DiscountCodeAdminRepository } from './discount-code-admin.repository.js';

/** What the discount codes admin's use cases are given: reads on the database, writes in one transaction. */
export interface DiscountCodeAdminDeps {
  repo: DiscountCodeAdminRepository;
  /**
   * One transaction, with the code's key locked as checkout locks it (`lockAvailability`) when one
   * is named: a checkout counting its uses waits for the change, and sees it.
   */
  transaction: <T>(
    discountCodeId: number | null,
    work: (repo: DiscountCodeAdminRepository) => Promise<T>,
  ) => Promise<T>;
  clock: () => Date;
}

export const discountCodeAdminDeps = (db: Db, clock: () => Date): DiscountCodeAdminDeps => ({
  repo: discountCodeAdminRepository(db),
  transaction: (discountCodeId, work) =>
    withTransaction(db, async (tx) => {
      if (discountCodeId !== null) await lockAvailability(tx, [{ kind: 'discount-code', id: discountCodeId }]);
      return work(discountCodeAdminRepository(tx));
    }),
  clock,
});
