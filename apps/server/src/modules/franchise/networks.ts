import type { FranchiseNetwork } from '@clubroom/domain/api';
import { hundredthsToPercent, percentToHundredths } from '@clubroom/domain/rules';
import { AppError, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { FranchiseDeps } from './franchise-deps.js';

/** Platform staff (support reading, platform managers) see every network; anyone else only those they manage. */
const seesEveryNetwork = (auth: AuthContext) => auth.user.isSupport || auth.user.isPlatformManager;

/** The networks as the API shows them: clubs and managers, three statements whatever their number. */
async function networksById(deps: FranchiseDeps, ids?: number[]): Promise<FranchiseNetwork[]> {
  const networks = await deps.repo.networks(ids);
  if (networks.length === 0) return [];
  const networkIds = networks.map((n) => n.id);
  const [clubs, managers] = await Promise.all([deps.repo.clubsOf(networkIds), deps.repo.managersOf(networkIds)]);
  return networks.map((n) => ({
    networkId: n.id,
    name: n.name,
    clubs: clubs
      .filter((c) => c.networkId === n.id)
      .map((c) => ({
        clientId: c.clubId,
        name: c.name,
        subdomain: c.subdomain,
        currency: c.currency,
        royaltyPercent: hundredthsToPercent(c.royaltyHundredths),
      })),
    managers: managers
      .filter((m) => m.networkId === n.id)
      .map((m) => ({ name: `${m.firstName} ${m.lastName}`.trim(), email: m.email })),
  }));
}

/** The networks the person may see. */
export async function listNetworks(deps: FranchiseDeps, auth: AuthContext) {
  const ids = seesEveryNetwork(auth) ? undefined : await deps.repo.managedBy(auth.user.id);
  return { networks: ids?.length === 0 ? [] : await networksById(deps, ids) };
}

/**
 * The object rule of every franchise route: the network, when the person manages it (or is platform staff). Another
 * network, or none, is 404 alike: a franchise manager learns nothing of networks not theirs.
 */
export async function networkFor(deps: FranchiseDeps, auth: AuthContext, networkId: number) {
  if (!seesEveryNetwork(auth) && !(await deps.repo.isManager(networkId, auth.user.id))) throw notFound('Network');
  return networkAsShown(deps, networkId);
}

/**
 * The network for a change the franchise makes (a family's move, a shared text): its managers' and platform
 * managers'. Support reads every network but changes none (403); anyone else learns nothing (404).
 */
export async function networkToChange(deps: FranchiseDeps, auth: AuthContext, networkId: number) {
  if (auth.user.isPlatformManager || (await deps.repo.isManager(networkId, auth.user.id)))
    return networkAsShown(deps, networkId);
  if (!auth.user.isSupport) throw notFound('Network');
  await networkAsShown(deps, networkId); // an unknown network is 404 for support too
  throw new AppError('FORBIDDEN', "You don't have permission to do that");
}

async function networkAsShown(deps: FranchiseDeps, networkId: number) {
  const [network] = await networksById(deps, [networkId]);
  if (!network) throw notFound('Network');
  return network;
}

export async function createNetwork(deps: FranchiseDeps, actor: Actor, name: string) {
  const id = await deps.transaction(async ({ repo, audit }) => {
    const networkId = await repo.create(name, actor.userId);
    await audit.record(actor, { action: 'franchise.create', details: { networkId, name } });
    return networkId;
  });
  return (await networksById(deps, [id]))[0]!;
}

/** A club joins the network (or its royalty changes); a club of another network is 409: it must leave that first. */
export async function assignClub(
  deps: FranchiseDeps,
  actor: Actor,
  networkId: number,
  body: { clientId: number; royaltyPercent: number },
) {
  if ((await deps.repo.networks([networkId])).length === 0) throw notFound('Network');
  if (!(await deps.repo.clubExists(body.clientId))) throw notFound('Club');
  const current = await deps.repo.networkOfClub(body.clientId);
  if (current !== null && current !== networkId)
    throw new AppError('CONFLICT', 'That club is already in another network', [
      { path: 'body.clientId', message: 'is in another network' },
    ]);
  await deps.transaction(async ({ repo, audit }) => {
    await repo.assignClub(networkId, body.clientId, percentToHundredths(body.royaltyPercent));
    await audit.record(actor, {
      action: 'franchise.club',
      clubId: body.clientId,
      details: { networkId, royaltyPercent: body.royaltyPercent },
    });
  });
  return (await networksById(deps, [networkId]))[0]!;
}

/** A person with an account becomes a manager of the network; an email without one is 404 naming the field. */
export async function addManager(deps: FranchiseDeps, actor: Actor, networkId: number, email: string) {
  if ((await deps.repo.networks([networkId])).length === 0) throw notFound('Network');
  const userId = await deps.repo.userIdByEmail(email);
  if (userId === null)
    throw new AppError('NOT_FOUND', 'No account has that email', [{ path: 'body.email', message: 'has no account' }]);
  await deps.transaction(async ({ repo, audit }) => {
    await repo.addManager(networkId, userId);
    await audit.record(actor, { action: 'franchise.manager', subjectUserId: userId, details: { networkId } });
  });
  return (await networksById(deps, [networkId]))[0]!;
}
