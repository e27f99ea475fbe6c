import { cancellationRefundOf, type CancellationRefund } from '@clubroom/domain/api';
import { toEpoch } from '../../lib/epoch.js';
import type { BookingDeps } from './booking-deps.js';
import type { OrderLineRow } from './orders.repository.js';

/** The lines that price a place (not a discount or a setup fee). */
const PLACE_LINES = new Set(['term', 'trial', 'trial-conversion', 'plan', 'camp-week', 'camp-days']);

/** What a parent's cancelled booking was, as its order priced it, and what the club does with its money. */
export interface CancelledPlace {
  orderId: number;
  orderUuid: string;
  parentUserId: number;
  /** The line's words ('Mini Kickers – Term') and its child's name, as the order reads. */
  description: string;
  childName: string | null;
  /** What the place cost once the order's discounts were taken off it (minor units; 0 for a plan's place). */
  payable: number;
  /** A plan's place: what its plan takes a month for it, as ordered (minor units); null for a place paid once. */
  monthlyPrice: number | null;
  /** The club's policy for a parent's own cancel of a place paid online. */
  refund: CancellationRefund;
  /** The booking (its first place), for the credit ledger's entry. */
  bookingId: number;
  /** The club and the family's credit its order spent (minor units; 0: none). */
  clubId: number;
  creditApplied: number;
}

/**
 * The order line a booking was bought by: a run's by its child and run; a camp booking's by its
 * child, camp and one of its days (a camp line keeps the days it priced).
 */
export function lineOf(
  lines: OrderLineRow[],
  place: { childId: number | null; runId: number | null; dayStart: number | null },
) {
  return lines.find((line) => {
    if (!PLACE_LINES.has(line.type) || line.childId !== place.childId) return false;
    if (place.runId !== null) return line.runId === place.runId;
    const { dates } = line.details as { dates?: number[] };
    return place.dayStart !== null && (dates ?? []).includes(place.dayStart);
  });
}

/** One of the club's bookings, made by an order, as `CancelledPlace`; null for one no order made or no line prices. */
export async function cancelledPlace(
  deps: BookingDeps,
  clubId: number,
  bookingRef: string,
): Promise<CancelledPlace | null> {
  const found = await deps.places.findBooking(clubId, bookingRef);
  const orderId = found?.booking.orderId ?? null;
  if (!found || orderId === null || found.parentUserId === null) return null;
  const order = await deps.orders.findById(clubId, orderId);
  const line =
    order &&
    lineOf(await deps.orders.linesOf(orderId), {
      childId: found.booking.childId,
      runId: found.booking.runId,
      dayStart: found.campDayStartsAt ? toEpoch(found.campDayStartsAt) : null,
    });
  if (!order || !line) return null;
  const details = line.details as {
    description?: string;
    childName?: string | null;
    monthlyPlan?: { price: number } | null;
  };
  const { cancellationRefund } = await deps.orders.settingsOf(clubId);
  return {
    orderId,
    orderUuid: order.uuid,
    parentUserId: found.parentUserId,
    description: details.description ?? '',
    childName: details.childName ?? null,
    payable: line.type === 'plan' ? 0 : line.payable,
    monthlyPrice: line.type === 'plan' ? (details.monthlyPlan?.price ?? null) : null,
    refund: cancellationRefundOf(cancellationRefund),
    bookingId: found.booking.id,
    clubId,
    creditApplied: order.creditApplied,
  };
}
