import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { DiscountCodeAdminDeps } from './discount-code-admin-deps.js';

/**
 * Deletes one of the club's codes (404 for another club's). A code an order carries (even a
 * cancelled one) is retired instead: gone from the list and refused as unknown, while its orders
 * keep their link to it. Under the code's lock, so no checkout can use it meanwhile.
 */
export async function deleteDiscountCode(
  deps: DiscountCodeAdminDeps,
  club: ResolvedClub,
  discountCodeId: number,
): Promise<{ outcome: 'deleted' | 'retired' }> {
  return deps.transaction(discountCodeId, async (repo) => {
    if (!(await repo.find(club.id, discountCodeId))) throw notFound('Discount code');
    if (await repo.anyOrderCarries(discountCodeId)) {
      await repo.mark(club.id, discountCodeId, { retiredAt: deps.clock() });
      return { outcome: 'retired' as const };
    }
    await repo.delete(club.id, discountCodeId);
    return { outcome: 'deleted' as const };
  });
}
