import type { OrderStatus, OrderSummary } from '@clubroom/domain/api';
import { totalToPayOf } from '@clubroom/domain/rules';
import type { OrderSummaryRow } from './admin-orders.repository.js';
import { toEpoch } from '../../lib/epoch.js';

/** A list row as the API answers it. */
export const orderSummaryOf = (row: OrderSummaryRow): OrderSummary => ({
  orderId: row.orderId,
  uuid: row.uuid,
  status: row.status as OrderStatus,
  createdAt: toEpoch(row.createdAt),
  total: row.total,
  passingOnFee: row.passingOnFee,
  totalToPay: totalToPayOf(row),
  paid: row.paid,
  refunded: row.refunded,
  parent: {
    userId: row.parentUserId,
    name: `${row.parentFirstName} ${row.parentLastName}`,
    email: row.parentEmail,
  },
  children: row.children,
});
