import {
  ORDERS_PAGE_SIZE,
  type adminOrdersApi,
  type OrdersListResponse,
  type OutstandingOrdersResponse,
  type RouteQuery,
} from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminOrdersDeps } from './admin-orders-deps.js';
import { orderSummaryOf } from './order-summaries.js';

/** One page (50 rows) of the club's orders, filtered, searched and sorted on the server. */
export async function listOrders(
  deps: AdminOrdersDeps,
  club: Pick<ResolvedClub, 'id'>,
  query: RouteQuery<typeof adminOrdersApi.adminOrdersList>,
): Promise<OrdersListResponse> {
  const { page, sort, direction, ...filter } = query;
  const { rows, totalCount } = await deps.repo.list(club.id, filter, {
    sort,
    direction,
    offset: (page - 1) * ORDERS_PAGE_SIZE,
    limit: ORDERS_PAGE_SIZE,
  });
  return { orders: rows.map(orderSummaryOf), page, pageSize: ORDERS_PAGE_SIZE, totalCount };
}

/** A term's orders still waiting for payment, and what they add up to (Financials' outstanding for the term). */
export async function outstandingOrders(
  deps: AdminOrdersDeps,
  club: Pick<ResolvedClub, 'id'>,
  termId: number,
): Promise<OutstandingOrdersResponse> {
  const [rows, totalOutstanding] = await Promise.all([
    deps.repo.outstanding(club.id, termId),
    deps.figures.termOutstanding(club.id, termId),
  ]);
  return { termId, orders: rows.map(orderSummaryOf), totalOutstanding };
}
