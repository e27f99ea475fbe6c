import { messages } from '@clubroom/domain/messages';
import { hasCurrentSetupFee } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminOrdersDeps } from './admin-orders-deps.js';

type SetupFeeStatus = '1' | '0';

/**
 * Marks a child's setup fee paid ('1') or not ('0'), spec "mark setup fee with status". A setup
 * fee counts as paid when a completed order of the club has a setup-fee line for the child less than
 * a year old and not reset since (`hasCurrentSetupFee`, as modules/booking prices), so a mark is such
 * an order, of the club's setup fee, recording who marked it and paid by no card. Unmarking
 * cancels only such marks: a fee paid online is money, undone by refunding its order (409).
 * Marking what is already so changes nothing. A child whose family is not the club's answers 404.
 */
export async function markSetupFee(
  deps: AdminOrdersDeps,
  club: Pick<ResolvedClub, 'id' | 'timeZone'>,
  staffUserId: number,
  childId: number,
  status: SetupFeeStatus,
): Promise<{ childId: number; setupFeePaid: SetupFeeStatus }> {
  const child = await deps.repo.childAtClub(club.id, childId);
  if (!child) throw notFound('Child');
  await deps.transaction(async (repo) => {
    const { amount, resetAt } = await repo.setupFeeSettings(club.id);
    const now = deps.clock();
    const settings = { amount, mandatory: false, resetAt: resetAt && toEpoch(resetAt) };
    // The booking engine's own rule: a fee is current for a year from its payment, unless reset since.
    const current = (await repo.setupFeeOrders(club.id, childId)).filter(
      (fee) =>
        fee.completedAt !== null && hasCurrentSetupFee(toEpoch(fee.completedAt), settings, toEpoch(now), club.timeZone),
    );
    if (status === '1') {
      if (current.length > 0) return;
      await repo.insertMarkedSetupFee(
        { clubId: club.id, parentUserId: child.parentUserId, childId, amount, markedBy: staffUserId },
        now,
      );
      return;
    }
    if (current.some((fee) => fee.markedBy === null))
      throw new AppError('CONFLICT', messages.adminOrders.setupFeePaidOnline);
    await repo.cancelOrders(current.map((fee) => fee.orderId));
  });
  return { childId, setupFeePaid: status };
}
