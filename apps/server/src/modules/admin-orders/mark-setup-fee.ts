import { messages } from '@clubroom/domain/messages';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminOrdersDeps } from './admin-orders-deps.js';

type SetupFeeStatus = '1' | '0';

/**
 * Marks a child's setup fee paid ('1') or not ('0'), spec "mark setup fee with status". A setup
 * fee counts as paid when a completed order of the club has a setup-fee line for the child since
 * the club last reset its setup fees (modules/booking prices with the same rule), so a mark is such
 * an order, of the club's setup fee, recording who marked it and paid by no card. Unmarking
 * cancels only such marks: a fee paid online is money, undone by refunding its order (409).
 * Marking what is already so changes nothing. A child whose family is not the club's answers 404.
 */
export async function markSetupFee(
  deps: AdminOrdersDeps,
  club: Pick<ResolvedClub, 'id'>,
  staffUserId: number,
  childId: number,
  status: SetupFeeStatus,
): Promise<{ childId: number; setupFeePaid: SetupFeeStatus }> {
  const child = await deps.repo.childAtClub(club.id, childId);
  if (!child) throw notFound('Child');
  await deps.transaction(async (repo) => {
    const { amount, resetAt } = await repo.setupFeeSettings(club.id);
    const current = (await repo.setupFeeOrders(club.id, childId)).filter(
      (fee) => resetAt === null || (fee.completedAt !== null && fee.completedAt > resetAt),
    );
    if (status === '1') {
      if (current.length > 0) return;
      await repo.insertMarkedSetupFee(
        { clubId: club.id, parentUserId: child.parentUserId, childId, amount, markedBy: staffUserId },
        deps.clock(),
      );
      return;
    }
    if (current.some((fee) => fee.markedBy === null))
      throw new AppError('CONFLICT', messages.adminOrders.setupFeePaidOnline);
    await repo.cancelOrders(current.map((fee) => fee.orderId));
  });
  return { childId, setupFeePaid: status };
}
