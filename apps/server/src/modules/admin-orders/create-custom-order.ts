import type { CustomOrderBody } from '@clubroom/domain/api';
import { amountToPay } from '@clubroom/domain/rules';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminOrdersDeps } from './admin-orders-deps.js';

/**
 * An order staff make for one of the club's families with lines of their own words and prices,
 * waiting for payment like a booking's order: the parent pays it from its page (the invoice email
 * links there). No places are held. A retry with the same key answers the order it made.
 */
export async function createCustomOrder(
  deps: AdminOrdersDeps,
  club: Pick<ResolvedClub, 'id'>,
  staffUserId: number,
  body: CustomOrderBody,
): Promise<{ orderId: number; uuid: string }> {
  const family = await deps.repo.familyAtClub(club.id, body.parentId, body.childId ?? null);
  if (!family) throw notFound(body.childId ? 'Child' : 'Parent');
  const total = body.lines.reduce((sum, line) => sum + line.amount, 0);
  const { passingOnFee } = amountToPay(total, await deps.feeTerms(club.id, deps.clock()));
  const order = await deps.transaction((repo) =>
    repo.insertCustomOrder(
      {
        clubId: club.id,
        parentUserId: body.parentId,
        child: family.child,
        lines: body.lines,
        total,
        passingOnFee,
        idempotencyKey: body.idempotencyKey,
        createdBy: staffUserId,
      },
      deps.clock(),
    ),
  );
  return { orderId: order.id, uuid: order.uuid };
}
