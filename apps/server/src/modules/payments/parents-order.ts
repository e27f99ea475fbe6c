import { messages } from '@clubroom/domain/messages';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PayableOrder } from '../booking/index.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { PaymentSetup } from '../club-settings/index.js';

const texts = messages.paymentOutcomes;

/** One of the signed-in parent's orders at the Host's club; anyone else's answers 404, as for no order. */
export async function parentsOrder(
  deps: PaymentsDeps,
  club: ResolvedClub,
  userId: number,
  uuid: string,
): Promise<PayableOrder> {
  const order = await deps.orders.find(club, uuid);
  if (!order || order.parentUserId !== userId) throw notFound('Order');
  return order;
}

/** 409 unless the order waits for a payment of something. */
export function assertPayable(order: PayableOrder): void {
  if (order.status === 'completed') throw new AppError('CONFLICT', texts.alreadyPaid);
  if (order.status === 'cancelled') throw new AppError('CONFLICT', messages.booking.orderClosed);
  if (order.totalToPay === 0) throw new AppError('CONFLICT', texts.nothingToPay);
}

/** The club's connected account every call for its parents is made on; 409 when it has none. */
export function accountOf(setup: PaymentSetup, club: ResolvedClub): string {
  if (!setup.connectedAccountId) throw new AppError('CONFLICT', texts.notTakingPayments(club.name));
  return setup.connectedAccountId;
}
