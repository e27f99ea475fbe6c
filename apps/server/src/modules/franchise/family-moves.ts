import type { FamilyMove, FamilyMoveBody, FranchiseNetwork } from '@clubroom/domain/api';
import { localDateOf } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import { NETWORK_TIME_ZONE, type FranchiseDeps } from './franchise-deps.js';
import type { FranchiseRepository } from './franchise.repository.js';

const refused = (status: 'NOT_FOUND' | 'VALIDATION_FAILED', path: string, message: string) =>
  new AppError(status, message, [{ path: `body.${path}`, message }]);

type MoveRow = Awaited<ReturnType<FranchiseRepository['moves']>>[number];
const moveOf = (row: MoveRow): FamilyMove => ({
  moveId: row.id,
  from: { clientId: row.fromClubId, name: row.fromName },
  to: { clientId: row.toClubId, name: row.toName },
  parent: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
  children: row.children,
  consentGivenOn: row.consentGivenOn,
  consentNote: row.consentNote,
  movedAt: row.movedAt.toISOString(),
});

/**
 * A family moved between two of the network's clubs, with their consent recorded (the day and how): the parent and
 * their children who were members of the club they leave become members of the other (people's `moveFamily`). What
 * they booked and paid stays with the club they leave: each club keeps its own money. One transaction with the record
 * and the audit row; any refusal writes nothing.
 */
export async function moveFamily(
  deps: FranchiseDeps,
  actor: Actor,
  network: FranchiseNetwork,
  body: FamilyMoveBody,
): Promise<FamilyMove> {
  const inNetwork = new Set(network.clubs.map((c) => c.clientId));
  if (!inNetwork.has(body.fromClientId)) throw refused('NOT_FOUND', 'fromClientId', 'is not a club of the network');
  if (!inNetwork.has(body.toClientId)) throw refused('NOT_FOUND', 'toClientId', 'is not a club of the network');
  const now = deps.clock();
  if (body.consentGivenOn > localDateOf(Math.floor(now.getTime() / 1000), NETWORK_TIME_ZONE))
    throw refused('VALIDATION_FAILED', 'consentGivenOn', 'must not be after today');
  const parentUserId = await deps.repo.userIdByEmail(body.parentEmail);
  if (parentUserId === null || !(await deps.connections.isParentAt(body.fromClientId, parentUserId)))
    throw refused('NOT_FOUND', 'parentEmail', 'is not a parent at the club they leave');

  const moveId = await deps.transaction(async ({ repo, audit, connections }) => {
    const children = await connections.moveFamily(body.fromClientId, body.toClientId, parentUserId, now);
    const id = await repo.recordMove({
      networkId: network.networkId,
      fromClubId: body.fromClientId,
      toClubId: body.toClientId,
      parentUserId,
      consentGivenOn: body.consentGivenOn,
      consentNote: body.consentNote,
      children,
      movedBy: actor.userId,
      movedAt: now,
    });
    const details = { networkId: network.networkId, moveId: id, consentGivenOn: body.consentGivenOn };
    await audit.record(actor, {
      action: 'franchise.move-out',
      clubId: body.fromClientId,
      subjectUserId: parentUserId,
      details,
    });
    await audit.record(actor, {
      action: 'franchise.move-in',
      clubId: body.toClientId,
      subjectUserId: parentUserId,
      details,
    });
    return id;
  });
  return moveOf((await deps.repo.moves(network.networkId, moveId))[0]!);
}

export async function familyMoves(deps: FranchiseDeps, network: FranchiseNetwork) {
  return { moves: (await deps.repo.moves(network.networkId)).map(moveOf) };
}
