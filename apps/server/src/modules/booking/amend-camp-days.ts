import { messages } from '@clubroom/domain/messages';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import type { Tx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { BookingDeps } from './booking-deps.js';

/** Which days of a camp week a child gains and loses, and the camp's places a day. */
export interface CampDaysChange {
  childId: number;
  className: string;
  capacity: number;
  /** The order the days gained belong to (the original booking's); null for none. */
  orderId: number | null;
  addDayIds: number[];
  /** The confirmed bookings of the days lost. */
  remove: { id: number; campDayId: number }[];
}

/**
 * Staff change which days of a camp week a child has (a camp booking amended), in one transaction
 * under the days' locks, as a booking takes them: each day gained is re-checked for a free place
 * (confirmed places and unexpired holds; 409 CAPACITY_EXCEEDED naming the camp when full, nothing
 * changed) and booked; the days lost are cancelled. `record` writes the caller's entry in the same
 * transaction.
 */
export async function amendCampDays(
  deps: BookingDeps,
  clubId: number,
  change: CampDaysChange,
  record: (tx: Tx) => Promise<void>,
): Promise<void> {
  const dayIds = [...change.addDayIds, ...change.remove.map((r) => r.campDayId)];
  await deps.transaction(async (w) => {
    await lockAvailability(
      w.tx,
      dayIds.map((id) => ({ kind: 'camp-day', id })),
    );
    const now = deps.clock();
    const taken = await w.places.taken(
      clubId,
      change.addDayIds.map((campDayId) => ({ campDayId })),
      now,
    );
    if (change.addDayIds.some((id) => (taken.get(`camp-day:${id}`) ?? 0) >= change.capacity))
      throw new AppError('CAPACITY_EXCEEDED', messages.booking.full(change.className));
    await w.places.bookCampDays({ clubId, childId: change.childId, orderId: change.orderId }, change.addDayIds, now);
    await w.places.cancelBookings(
      change.remove.map((r) => r.id),
      now,
    );
    await record(w.tx);
  });
}
