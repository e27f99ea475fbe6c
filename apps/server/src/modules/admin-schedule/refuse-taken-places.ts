import { messages } from '@clubroom/domain/messages';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import type { Tx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { AdminScheduleRepository } from './admin-schedule.repository.js';

const errors = messages.adminSchedule.errors;

/**
 * Before a term or run is deleted: locks its runs as a booking does (no place is taken as they go)
 * and refuses (409, saying how many) while any place in them is booked or held in an order waiting
 * for payment, whose payment could still succeed. A basket's holds are no obstacle: they just go.
 */
export async function refuseTakenPlaces(
  repo: AdminScheduleRepository,
  tx: Tx,
  what: { clubId: number; runIds: number[]; kind: 'term' | 'run'; now: Date },
): Promise<void> {
  const { clubId, runIds, kind, now } = what;
  await lockAvailability(
    tx,
    runIds.map((id) => ({ kind: 'run', id })),
  );
  const booked = await repo.countConfirmedBookings(clubId, runIds);
  if (booked > 0)
    throw new AppError('CONFLICT', kind === 'term' ? errors.termHasBookings(booked) : errors.runHasBookings(booked));
  const awaitingPayment = await repo.countPendingOrderHolds(clubId, runIds, now);
  if (awaitingPayment > 0)
    throw new AppError(
      'CONFLICT',
      kind === 'term' ? errors.termHasPendingOrders(awaitingPayment) : errors.runHasPendingOrders(awaitingPayment),
    );
}
