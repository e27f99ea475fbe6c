import type { OrderLineView, OrderResponse } from '@clubroom/domain/api';
import { totalToPayOf } from '@clubroom/domain/rules';
import type { NewOrderLine, OrderLineRow, OrderRow } from './orders.repository.js';

/** What an order line keeps beside its columns: the words and dates it was shown with when ordered. */
interface LineDetails {
  description: string;
  childName: string | null;
  dates: number[];
  /** Lines stored before monthly plans were priced as such have none. */
  monthlyPlan?: OrderLineView['monthlyPlan'];
}

/** An order line as stored: the view's words and dates kept with it, so the order reads as it was made. */
export const orderLineRow = (line: OrderLineView, position: number): NewOrderLine => ({
  position,
  type: line.type,
  childId: line.childId,
  runId: line.runId,
  campId: line.campId,
  amount: line.amount,
  payable: line.payable,
  details: {
    description: line.description,
    childName: line.childName,
    dates: line.dates,
    monthlyPlan: line.monthlyPlan,
  } satisfies LineDetails,
});

/** What happened to an order since it was placed: places cancelled (indexes into its lines) and refunds. */
export type OrderAfterwards = Pick<OrderResponse, 'cancelledLines' | 'refunds'>;
const NOTHING_SINCE: OrderAfterwards = { cancelledLines: [], refunds: [] };

export function orderView(
  order: OrderRow,
  lines: OrderLineRow[],
  currency: string,
  since: OrderAfterwards = NOTHING_SINCE,
): OrderResponse {
  return {
    ...since,
    uuid: order.uuid,
    status: order.status as OrderResponse['status'],
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    lines: lines.map((row) => {
      const details = row.details as LineDetails;
      return {
        type: row.type as OrderLineView['type'],
        description: details.description,
        childId: row.childId,
        childName: details.childName,
        runId: row.runId,
        campId: row.campId,
        dates: details.dates,
        amount: row.amount,
        payable: row.payable,
        monthlyPlan: details.monthlyPlan ?? null,
      };
    }),
    subtotal: order.subtotal,
    discounts: order.discounts,
    total: order.total,
    passingOnFee: order.passingOnFee,
    totalToPay: totalToPayOf(order),
    currency,
  };
}
