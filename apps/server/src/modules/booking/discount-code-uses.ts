import type { DiscountCodeUse } from '@clubroom/domain/api';
import { toEpoch } from '../../lib/epoch.js';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { DiscountCodeAdminDeps } from './discount-code-admin-deps.js';
import { discountCodeViews } from './discount-code-views.js';

/** One of the club's codes (404 for another club's), with the orders that used it: who, when, and their link. */
export async function discountCodeWithUses(deps: DiscountCodeAdminDeps, club: ResolvedClub, discountCodeId: number) {
  const [discountCode] = await discountCodeViews(deps.repo, club.id, discountCodeId);
  if (!discountCode) throw notFound('Discount code');
  const orders = await deps.repo.ordersUsing(club.id, discountCodeId);
  const uses: DiscountCodeUse[] = orders.map((o) => ({
    orderId: o.orderId,
    familyName: `${o.firstName} ${o.lastName}`,
    createdAt: toEpoch(o.createdAt),
    status: o.status,
  }));
  return { discountCode, uses };
}
