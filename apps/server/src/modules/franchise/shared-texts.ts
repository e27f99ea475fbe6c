import type { FranchiseNetwork, PolicyKind, SharedText, SharedTextBody } from '@clubroom/domain/api';
import { AppError, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { FranchiseDeps } from './franchise-deps.js';
import type { FranchiseRepository } from './franchise.repository.js';

type TextRow = Awaited<ReturnType<FranchiseRepository['sharedTexts']>>[number];
const textOf = (row: TextRow): SharedText => ({
  textId: row.id,
  kind: row.kind as SharedText['kind'],
  title: row.title,
  subject: row.subject,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

export async function sharedTexts(deps: FranchiseDeps, network: FranchiseNetwork) {
  return { texts: (await deps.repo.sharedTexts(network.networkId)).map(textOf) };
}

/** A template or policy shared with the network's clubs (a message's lines kept as written, its ends trimmed). */
export async function shareText(deps: FranchiseDeps, actor: Actor, network: FranchiseNetwork, body: SharedTextBody) {
  const id = await deps.repo.shareText({
    networkId: network.networkId,
    kind: body.kind,
    title: body.title,
    subject: body.subject,
    body: body.body.replace(/\r\n/g, '\n'),
    updatedAt: deps.clock(),
    updatedBy: actor.userId,
  });
  return textOf((await deps.repo.sharedTexts(network.networkId, id))[0]!);
}

export async function deleteText(deps: FranchiseDeps, network: FranchiseNetwork, textId: number) {
  if (!(await deps.repo.deleteText(network.networkId, textId))) throw notFound('Shared text');
  return sharedTexts(deps, network);
}

/**
 * A shared policy made each of the network's clubs' own policy of its kind (what parents see before they book), in
 * one transaction with an audit row per club. A message template is not applied (409): clubs start messages from it.
 */
export async function applyPolicy(deps: FranchiseDeps, actor: Actor, network: FranchiseNetwork, textId: number) {
  const [text] = await deps.repo.sharedTexts(network.networkId, textId);
  if (!text) throw notFound('Shared text');
  if (text.kind === 'message')
    throw new AppError('CONFLICT', 'A message template is not a policy: clubs start messages from it');
  const kind = text.kind as PolicyKind;
  const now = deps.clock();
  await deps.transaction(async ({ policies, audit }) => {
    for (const club of network.clubs) {
      await policies.save(club.clientId, kind, text.body, now);
      await audit.record(actor, {
        action: 'franchise.policy',
        clubId: club.clientId,
        details: { networkId: network.networkId, textId, kind },
      });
    }
  });
  return { applied: network.clubs.length };
}

/** The message templates of the club's network, for its organisers' messages (none outside a network). */
export async function clubTemplates(deps: FranchiseDeps, clubId: number) {
  const networkId = await deps.repo.networkOfClub(clubId);
  if (networkId === null) return { texts: [] };
  return { texts: (await deps.repo.sharedTexts(networkId)).filter((t) => t.kind === 'message').map(textOf) };
}
