import { randomUUID } from 'node:crypto';
import type { RebookBody, RebookRefusal, RebookResponse } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { groupBy } from '../../lib/group-by.js';
import { AppError } from '../../platform/errors.js';
import { amountSeenBy, type AuthContext } from '../../platform/security/policy.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { fieldRefused } from './field-refused.js';
import { openRegister } from './register-access.js';
import type { RegistersDeps } from './registers-deps.js';
import type { BookedChildRow } from './registers.repository.js';
import { rebookEmail } from './rebook-email.js';

const texts = messages.registers;

/** The booking engine's refusals of one place that leave the others to go ahead, and what the organiser is told. */
const REFUSALS: Partial<Record<AppError['code'], RebookRefusal>> = {
  CAPACITY_EXCEEDED: 'full',
  CONFLICT: 'already_booked',
  VALIDATION_FAILED: 'not_bookable',
  // The family has not answered a required registration question the target run asks.
  QUESTIONS_UNANSWERED: 'not_bookable',
};

type Rebooked = RebookResponse['rebooked'][number];
type Refused = RebookResponse['refused'][number];

/**
 * Large rebook (spec: "large rebook from register"): each chosen child booked on this run gets a
 * place on the target run through their parent's own basket and checkout, so age limits, 'already
 * booked', capacity (held under the run's lock, waiting families counted) and prices are exactly
 * the parent's. A parent's places go into one pending order, emailed with the link to pay it. A
 * child the engine refuses is answered with why; the others go ahead. Bad input is 400 before
 * anything is written; another club's run is 404 (openRegister).
 */
export async function rebookRun(
  deps: RegistersDeps,
  { club, auth, origin }: { club: ResolvedClub; auth: AuthContext; origin: string },
  runId: number,
  body: RebookBody,
): Promise<RebookResponse> {
  await openRegister(deps.registers, club, auth, runId);
  if (body.targetRunId === runId) throw fieldRefused('targetRunId', texts.rebookSameRun);
  const target = await deps.registers.run(club.id, body.targetRunId);
  if (!target) throw fieldRefused('targetRunId', texts.rebookTargetNotFound);
  const booked = new Map((await deps.registers.bookedChildren(club.id, runId)).map((row) => [row.childId, row]));
  const missing = body.childIds.findIndex((id) => !booked.has(id));
  if (missing !== -1) throw fieldRefused(`childIds.${missing}`, texts.rebookChildNotOnRun);

  const chosen = [...new Set(body.childIds)].map((id) => booked.get(id)!);
  const answer: RebookResponse = { rebooked: [], refused: [], orders: [] };
  for (const family of groupBy(chosen, (row) => row.parentUserId).values()) {
    const { rebooked, refused, order } = await rebookFamily(deps, club, origin, target, family);
    answer.rebooked.push(...rebooked);
    answer.refused.push(...refused);
    // Its amount only for staff who see the club's money.
    if (order) answer.orders.push({ ...order, total: amountSeenBy(auth, order.total) });
  }
  return answer;
}

const nameOf = (row: BookedChildRow) => `${row.firstName} ${row.lastName}`;

/** One parent's children: each held in their basket (or refused), then ordered together and emailed. */
async function rebookFamily(
  deps: RegistersDeps,
  club: ResolvedClub,
  origin: string,
  target: { runId: number; className: string; termName: string },
  family: BookedChildRow[],
): Promise<{
  rebooked: Rebooked[];
  refused: Refused[];
  order: { uuid: string; parentName: string; total: number } | null;
}> {
  const parent = family[0];
  const held: { row: BookedChildRow; itemId: string }[] = [];
  const refused: Refused[] = [];
  for (const row of family) {
    try {
      const basket = await deps.places.hold(club, parent.parentUserId, {
        type: 'term',
        childId: row.childId,
        runId: target.runId,
      });
      const item = basket.items.filter((i) => i.type === 'term' && i.childId === row.childId).at(-1)!;
      held.push({ row, itemId: item.itemId });
    } catch (err) {
      const reason = err instanceof AppError ? REFUSALS[err.code] : undefined;
      if (!reason) {
        await release(deps, club, parent.parentUserId, held);
        throw err;
      }
      refused.push({ childId: row.childId, childName: nameOf(row), reason, message: (err as AppError).message });
    }
  }
  if (held.length === 0) return { rebooked: [], refused, order: null };

  const buyer = { userId: parent.parentUserId, email: parent.parentEmail, firstName: parent.parentFirstName, origin };
  let order;
  try {
    order = await deps.places.order(club, buyer, {
      idempotencyKey: randomUUID(),
      items: held.map((h) => h.itemId),
      setupFees: [],
      complete: false,
      discountCode: null,
    });
  } catch (err) {
    // Nothing ordered: the places go back rather than waiting in the parent's basket.
    await release(deps, club, parent.parentUserId, held);
    throw err;
  }
  const total = formatMoney(order.total, currencySymbolFor(club.currency));
  await deps.send((outbox) =>
    outbox.email({
      ...rebookEmail(parent.parentEmail, {
        firstName: parent.parentFirstName,
        clubName: club.name,
        places: held.map((h) => texts.rebookEmail.place(nameOf(h.row), target.className, target.termName)),
        total,
        payUrl: new URL(`/order/${order.uuid}/pay`, origin).toString(),
      }),
      inbox: { clubId: club.id, userId: parent.parentUserId }, // also in the family's inbox at the club
    }),
  );
  return {
    rebooked: held.map((h) => ({ childId: h.row.childId, childName: nameOf(h.row), orderUuid: order.uuid })),
    refused,
    order: { uuid: order.uuid, parentName: `${parent.parentFirstName} ${parent.parentLastName}`, total: order.total },
  };
}

async function release(deps: RegistersDeps, club: ResolvedClub, parentUserId: number, held: { itemId: string }[]) {
  for (const { itemId } of held) await deps.places.release(club, parentUserId, itemId);
}
