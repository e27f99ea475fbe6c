import type { AdminOrder, RefundOrderBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminOrdersDeps } from './admin-orders-deps.js';
import { getOrder, SUCCEEDED } from './get-order.js';

const texts = messages.adminOrders;

/** `refundPayment` names the field of its own request (`amount`); this route's callers sent it in the body. */
function asBodyIssue(err: unknown): never {
  if (err instanceof AppError && err.issues) {
    const issues = err.issues.map((issue) => ({ ...issue, path: `body.${issue.path}` }));
    throw new AppError(err.code, `body.${err.message}`, issues);
  }
  throw err;
}

/**
 * Gives back money paid for one of the club's orders, whole or part, and cancels the bookings
 * chosen (their places freed, a run's offered to its waiting list).
 *
 * Everything is checked before anything changes (the bookings are the order's; the amount is no
 * more than is left, which `refundPayment` checks before it calls the provider). Then the refund,
 * which records itself under its key, and then the places, in one transaction. The provider is
 * never called inside a transaction; a retry with the same key after any failure finds the refund
 * recorded (no second call to the provider) and frees the places again, which changes nothing
 * twice.
 */
export async function refundOrder(
  deps: AdminOrdersDeps,
  club: ResolvedClub,
  orderId: number,
  body: RefundOrderBody,
): Promise<AdminOrder> {
  const found = await deps.repo.order(club.id, orderId);
  if (!found) throw notFound('Order');
  const payment = await deps.refunds.paymentOf(orderId);
  if (!payment || payment.status !== SUCCEEDED) throw new AppError('CONFLICT', texts.notPaid);

  const chosen = new Set(body.bookingIds ?? []);
  const places = (await deps.repo.bookings(orderId)).filter((b) => chosen.has(b.bookingId));
  if (places.length !== chosen.size) {
    throw new AppError('VALIDATION_FAILED', `bookingIds: ${texts.bookingNotInOrder}`, [
      { path: 'body.bookingIds', message: texts.bookingNotInOrder },
    ]);
  }

  await deps.refunds
    .refund(club, payment, {
      amount: body.amount,
      reason: body.reason,
      // Scoped to the order, so one order's key can never answer with another's refund.
      idempotencyKey: `order-${orderId}-refund-${body.idempotencyKey}`,
      orderUuid: found.order.uuid,
    })
    .catch(asBodyIssue);
  const confirmed = places.filter((p) => p.status === 'confirmed');
  if (confirmed.length > 0)
    await deps.places.free(
      club.id,
      confirmed.map(({ bookingId: id, runId, campDayId }) => ({ id, runId, campDayId })),
    );
  return getOrder(deps, club, orderId);
}
