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
  /** Lines stored before they named their term, venue, weekly times and sessions have none. */
  termName?: string | null;
  venueName?: string | null;
  classTimes?: OrderLineView['classTimes'];
  sessions?: OrderLineView['sessions'];
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
    termName: line.termName,
    venueName: line.venueName,
    classTimes: line.classTimes,
    sessions: line.sessions,
  } satisfies LineDetails,
});

/** What happened to an order since it was placed: places cancelled (indexes into its lines) and refunds. */
export type OrderAfterwards = Pick<OrderResponse, 'cancelledLines' | 'refunds'>;
/** What an order's reader may add: what happened since, and a pending order's deadline to pay (`payByOf`). */
type OrderNow = Partial<OrderAfterwards & Pick<OrderResponse, 'payBy'>>;
const NOTHING_SINCE: Required<OrderNow> = { cancelledLines: [], refunds: [], payBy: null };

export function orderView(
  order: OrderRow,
  lines: OrderLineRow[],
  currency: string,
  since: OrderNow = {},
): OrderResponse {
  return {
    ...NOTHING_SINCE,
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
        termName: details.termName ?? null,
        venueName: details.venueName ?? null,
        classTimes: details.classTimes ?? [],
        sessions: details.sessions ?? null,
      };
    }),
    subtotal: order.subtotal,
    discounts: order.discounts,
    total: order.total,
    creditApplied: order.creditApplied,
    passingOnFee: order.passingOnFee,
    totalToPay: totalToPayOf(order),
    currency,
  };
}
