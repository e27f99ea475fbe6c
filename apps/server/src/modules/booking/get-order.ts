import type { OrderResponse } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import { seesFinances, type AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { BookingDeps } from './booking-deps.js';
import { lineOf } from './cancelled-place.js';
import type { OrderLineRow } from './orders.repository.js';
import { orderView, type OrderAfterwards } from './order-view.js';
import { toEpoch } from '../../lib/epoch.js';

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
  const lines = await deps.orders.linesOf(order.id);
  const payBy = order.status === 'pending' ? await deps.places.payByOf(order.id) : null;
  return orderView(order, lines, club.currency, {
    ...(await afterwardsOf(deps, order.id, lines)),
    payBy: payBy?.toISOString() ?? null,
  });
}

/** The order's lines whose places are all cancelled now, and its refunds. */
export async function afterwardsOf(
  deps: BookingDeps,
  orderId: number,
  lines: OrderLineRow[],
): Promise<OrderAfterwards> {
  const [places, refunds] = await Promise.all([deps.orders.placesOf(orderId), deps.orders.refundsOf(orderId)]);
  const statuses = new Map<OrderLineRow, string[]>();
  for (const place of places) {
    const line = lineOf(lines, { ...place, dayStart: place.dayStart && toEpoch(place.dayStart) });
    if (line) statuses.set(line, [...(statuses.get(line) ?? []), place.status]);
  }
  return {
    cancelledLines: lines.flatMap((line, i) =>
      statuses.get(line)?.every((status) => status === 'cancelled') ? [i] : [],
    ),
    refunds: refunds.map((r) => ({ amount: r.amount, createdAt: r.createdAt.toISOString() })),
  };
}
