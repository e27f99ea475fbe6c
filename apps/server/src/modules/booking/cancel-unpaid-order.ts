import type { BookingWrites } from './booking-deps.js';
import { paidOrdersRepository } from './paid-orders.repository.js';

/**
 * Cancels a pending order inside the caller's transaction (which holds its places' locks): what it held is released,
 * and the family's credit it spent at checkout is given back, once. Answers whether it was cancelled now (false: it
 * was completed or cancelled meanwhile, and nothing is given back).
 */
export async function cancelUnpaidOrder(
  w: BookingWrites,
  order: { id: number; clubId: number; parentUserId: number },
  now: Date,
): Promise<boolean> {
  if (!(await paidOrdersRepository(w.tx).cancelPending(order.id))) return false;
  await w.credit.giveBack({ clubId: order.clubId, parentUserId: order.parentUserId, orderId: order.id }, now);
  return true;
}
