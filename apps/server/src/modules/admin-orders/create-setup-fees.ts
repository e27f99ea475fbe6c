import type { CreateSetupFeesBody, CreateSetupFeesResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { SetupFeesDeps } from './setup-fees-deps.js';
import { feeIsCurrent, feeSettingsOf } from './setup-fee-contacts.js';

const texts = messages.paySettings;

/**
 * Create new setup fees: for every selected child of the club who has no setup fee (none current,
 * none in an order waiting for payment), a setup-fee order for their parent to pay, one per parent,
 * made by the booking module's checkout (`orderItemType: 'setup-fee'`: the same pricing and lines
 * as when a parent asks for one). Every child is checked before any order is made: a child who is
 * not the club's is a 400 naming it, and nothing is written. The orders are made in one transaction
 * under the request's key: all or none, and a repeat of the request makes no second order.
 */
export async function createSetupFees(
  deps: SetupFeesDeps,
  club: ResolvedClub,
  { children: childIds, idempotencyKey }: CreateSetupFeesBody,
  origin: string,
): Promise<CreateSetupFeesResponse> {
  const wanted = [...new Set(childIds)];
  const settings = await feeSettingsOf(deps.repo, club.id);
  if (settings.amount <= 0) throw new AppError('CONFLICT', texts.noSetupFeeAmount);
  const { rows } = await deps.repo.setupFeeContacts(club.id, {
    start: 0,
    count: wanted.length,
    inProgramme: false,
    inCamp: false,
    childIds: wanted,
  });
  const found = new Set(rows.map((r) => r.childId));
  const missing = childIds.findIndex((id) => !found.has(id));
  if (missing !== -1) {
    throw new AppError('VALIDATION_FAILED', `body.children.${missing}: must be a child of the club`, [
      { path: `body.children.${missing}`, message: 'must be a child of the club' },
    ]);
  }
  const now = deps.clock();
  const hasOne = (row: (typeof rows)[number]) => row.pending || feeIsCurrent(row, settings, now, club);
  const byParent = new Map<number, typeof rows>();
  for (const row of rows.filter((r) => !hasOne(r))) {
    byParent.set(row.parentUserId, [...(byParent.get(row.parentUserId) ?? []), row]);
  }
  const families = [...byParent.values()];
  const orders = await deps.places.setupFeeOrders(
    club,
    families.map(([first, ...others]) => ({
      buyer: { userId: first.parentUserId, email: first.parentEmail, firstName: first.parentFirstName, origin },
      childIds: [first, ...others].map((r) => r.childId),
    })),
    idempotencyKey,
  );
  return {
    orders: orders.map((order, i) => ({
      uuid: order.uuid,
      parentName: `${families[i][0].parentFirstName} ${families[i][0].parentLastName}`.trim(),
      childIds: families[i].map((r) => r.childId),
    })),
    skipped: rows.filter(hasOne).map((r) => r.childId),
  };
}
