import type { AdminOrder, OrderStatus } from '@clubroom/domain/api';
import { localDateOf, totalToPayOf } from '@clubroom/domain/rules';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminOrdersDeps } from './admin-orders-deps.js';
import { toEpoch } from '../../lib/epoch.js';

/** A payment the provider took: the only money there is to give back. */
export const SUCCEEDED = 'succeeded';

const nameOf = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/**
 * One of the club's orders as its financial staff see it (another club's answers 404): the parent,
 * lines, card payment, refunds, the places it booked, and what is left to refund.
 */
export async function getOrder(
  deps: AdminOrdersDeps,
  club: Pick<ResolvedClub, 'id' | 'timeZone'>,
  orderId: number,
): Promise<AdminOrder> {
  const found = await deps.repo.order(club.id, orderId);
  if (!found) throw notFound('Order');
  const { order } = found;
  const [lines, payments, refunds, bookings] = [
    await deps.repo.lines(order.id),
    await deps.repo.payments(order.id),
    await deps.repo.refunds(order.id),
    await deps.repo.bookings(order.id),
  ];
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  const paid = payments.filter((p) => p.status === SUCCEEDED).reduce((sum, p) => sum + p.amount, 0);
  return {
    orderId: order.id,
    uuid: order.uuid,
    status: order.status as OrderStatus,
    createdAt: toEpoch(order.createdAt),
    completedAt: order.completedAt && toEpoch(order.completedAt),
    parent: {
      userId: order.parentUserId,
      name: `${found.parentFirstName} ${found.parentLastName}`,
      email: found.parentEmail,
      phone: found.parentPhone,
    },
    lines: lines.map((line) => ({
      position: line.position,
      kind: line.kind,
      childId: line.childId,
      childName: nameOf(line.childFirstName, line.childLastName),
      title: line.runName ?? line.campName ?? (line.kind === 'custom' ? line.description : null),
      amount: line.amount,
    })),
    subtotal: order.subtotal,
    discounts: order.discounts,
    total: order.total,
    creditApplied: order.creditApplied,
    passingOnFee: order.passingOnFee,
    totalToPay: totalToPayOf(order),
    payments: payments.map((p) => ({
      amount: p.amount,
      fee: p.fee,
      currency: p.currency,
      status: p.status,
      card: p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
      createdAt: toEpoch(p.createdAt),
    })),
    refunds: refunds.map((r) => ({ amount: r.amount, reason: r.reason, createdAt: toEpoch(r.createdAt) })),
    bookings: bookings.map((b) => ({
      bookingId: b.bookingId,
      bookingRef: b.bookingRef,
      childName: nameOf(b.childFirstName, b.childLastName),
      title: b.runName ?? b.campName,
      kind: b.kind,
      day: b.dayStartsAt && localDateOf(toEpoch(b.dayStartsAt), club.timeZone),
      status: b.status === 'cancelled' ? 'cancelled' : 'confirmed',
    })),
    refunded,
    refundable: Math.max(0, paid - refunded),
  };
}
