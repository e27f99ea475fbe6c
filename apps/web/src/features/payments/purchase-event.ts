import type { PaymentOrder } from '@clubroom/domain/api';

/**
 * The DOM event a completed payment dispatches on `window` (spec §3 "Purchase analytics event"):
 * the project has no analytics of its own, so whatever the club's site adds listens for this.
 */
export const PURCHASE_EVENT = 'clubroom:purchase';

export interface PurchaseDetail {
  transactionId: string;
  /** The club, by its subdomain. */
  client: string;
  /** Minor units divided by 100, with two decimals ('12.50'). */
  value: string;
  currency: string;
}

export const purchaseDetail = (order: Pick<PaymentOrder, 'uuid' | 'subdomain' | 'total' | 'currency'>) =>
  ({
    transactionId: order.uuid,
    client: order.subdomain,
    value: (order.total / 100).toFixed(2),
    currency: order.currency,
  }) satisfies PurchaseDetail;

export function announcePurchase(order: Parameters<typeof purchaseDetail>[0]): void {
  window.dispatchEvent(new CustomEvent<PurchaseDetail>(PURCHASE_EVENT, { detail: purchaseDetail(order) }));
}
