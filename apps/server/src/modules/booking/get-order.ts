import type { OrderResponse } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import { seesFinances, type AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { BookingDeps } from './booking-deps.js';
import { orderView } from './order-view.js';

/**
 * Who may read an order besides the parent who owns it: the club's organisers with financial access
 * (an order is amounts, like the other money screens) and platform managers.
 */
const readsClubOrders = (auth: AuthContext) =>
  (auth.clubRoles.includes('organiser') || auth.user.isPlatformManager) && seesFinances(auth);

/** One order of the Host's club, for its parent and the club's financial staff; anyone else gets 404, as for no order. */
export async function getOrder(
  deps: BookingDeps,
  club: ResolvedClub,
  auth: AuthContext,
  uuid: string,
): Promise<OrderResponse> {
  const order = await deps.orders.findByUuid(club.id, uuid);
  if (!order || (order.parentUserId !== auth.user.id && !readsClubOrders(auth))) throw notFound('Order');
  return orderView(order, await deps.orders.linesOf(order.id), club.currency);
}
