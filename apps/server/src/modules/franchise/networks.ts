import type { FranchiseNetwork, SetRoyaltyBody } from '@clubroom/domain/api';
import {
  type DatedRoyalty,
  hundredthsToPercent,
  monthAfter,
  percentToHundredths,
  royaltyFromMonthProblem,
  royaltyPercentIn,
} from '@clubroom/domain/rules';
import { AppError, bodyFieldRefused, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { AuthContext } from '../../platform/security/policy.js';
import { networkMonthOf, type FranchiseDeps } from './franchise-deps.js';

/** Platform staff (support reading, platform managers) see every network; anyone else only those they manage. */
const seesEveryNetwork = (auth: AuthContext) => auth.user.isSupport || auth.user.isPlatformManager;

/** Each network's clubs' royalties (members now or before), oldest first, by `networkId:clubId`. */
export async function royaltiesByClub(deps: Pick<FranchiseDeps, 'repo'>, networkIds: number[]) {
  const byClub = new Map<string, DatedRoyalty[]>();
  for (const r of await deps.repo.royaltiesOf(networkIds)) {
    const key = `${r.networkId}:${r.clubId}`;
    byClub.set(key, [
      ...(byClub.get(key) ?? []),
      { fromMonth: r.effectiveFrom.slice(0, 7), royaltyPercent: hundredthsToPercent(r.royaltyHundredths) },
    ]);
  }
  return (networkId: number, clubId: number) => byClub.get(`${networkId}:${clubId}`) ?? [];
}

/** The networks as the API shows them: clubs, their royalties and managers, four statements whatever their number. */
async function networksById(deps: FranchiseDeps, ids?: number[]): Promise<FranchiseNetwork[]> {
  const networks = await deps.repo.networks(ids);
  if (networks.length === 0) return [];
  const networkIds = networks.map((n) => n.id);
  const [clubs, managers, royalties] = await Promise.all([
    deps.repo.clubsOf(networkIds),
    deps.repo.managersOf(networkIds),
    royaltiesByClub(deps, networkIds),
  ]);
  const thisMonth = networkMonthOf(deps.clock());
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
        joinedMonth: networkMonthOf(c.joinedAt),
        royaltyPercent: royaltyPercentIn(royalties(n.id, c.clubId), thisMonth),
        royalties: royalties(n.id, c.clubId),
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

/**
 * A club joins the network with its royalty from this month (London time); a club already in a network, this one or
 * another, is 409 (a change of royalty is `setRoyalty`'s, from a later month).
 */
export async function assignClub(
  deps: FranchiseDeps,
  actor: Actor,
  networkId: number,
  body: { clientId: number; royaltyPercent: number },
) {
  if ((await deps.repo.networks([networkId])).length === 0) throw notFound('Network');
  if (!(await deps.repo.clubExists(body.clientId))) throw notFound('Club');
  const current = await deps.repo.networkOfClub(body.clientId);
  if (current !== null)
    throw new AppError(
      'CONFLICT',
      current === networkId ? 'That club is already in this network' : 'That club is already in another network',
      [{ path: 'body.clientId', message: current === networkId ? 'is in this network' : 'is in another network' }],
    );
  const now = deps.clock();
  await deps.transaction(async ({ repo, audit }) => {
    await repo.assignClub(networkId, body.clientId, now);
    await repo.setRoyalty({
      networkId,
      clubId: body.clientId,
      effectiveFrom: `${networkMonthOf(now)}-01`,
      royaltyHundredths: percentToHundredths(body.royaltyPercent),
      setBy: actor.userId,
    });
    await audit.record(actor, {
      action: 'franchise.club',
      clubId: body.clientId,
      details: { networkId, royaltyPercent: body.royaltyPercent },
    });
  });
  return (await networksById(deps, [networkId]))[0]!;
}

/**
 * A club's royalty from a month after this one (next month when none is given): a month already reported keeps its
 * royalty. A second rate from the same month replaces it.
 */
export async function setRoyalty(
  deps: FranchiseDeps,
  actor: Actor,
  params: { networkId: number; clientId: number },
  body: SetRoyaltyBody,
) {
  if ((await deps.repo.networkOfClub(params.clientId)) !== params.networkId) throw notFound('Club');
  const thisMonth = networkMonthOf(deps.clock());
  const fromMonth = body.fromMonth ?? monthAfter(thisMonth);
  const problem = royaltyFromMonthProblem(fromMonth, thisMonth);
  if (problem) throw bodyFieldRefused('fromMonth', problem);
  await deps.transaction(async ({ repo, audit }) => {
    await repo.setRoyalty({
      networkId: params.networkId,
      clubId: params.clientId,
      effectiveFrom: `${fromMonth}-01`,
      royaltyHundredths: percentToHundredths(body.royaltyPercent),
      setBy: actor.userId,
    });
    await audit.record(actor, {
      action: 'franchise.royalty',
      clubId: params.clientId,
      details: { networkId: params.networkId, fromMonth, royaltyPercent: body.royaltyPercent },
    });
  });
  return (await networksById(deps, [params.networkId]))[0]!;
}

/**
 * The club leaves the network: it keeps everything of its own (people, bookings, money, its connected account: none
 * of it is the network's), and the network's report keeps its months as a member.
 */
export async function removeClub(deps: FranchiseDeps, actor: Actor, params: { networkId: number; clientId: number }) {
  if ((await deps.repo.networks([params.networkId])).length === 0) throw notFound('Network');
  const removed = await deps.transaction(async ({ repo, audit }) => {
    if (!(await repo.removeClub(params.networkId, params.clientId, deps.clock(), actor.userId))) return false;
    await audit.record(actor, {
      action: 'franchise.club-remove',
      clubId: params.clientId,
      details: { networkId: params.networkId },
    });
    return true;
  });
  if (!removed) throw notFound('Club');
  return (await networksById(deps, [params.networkId]))[0]!;
}

/** The person stops managing the network (their account and any club roles stay). */
export async function removeManager(deps: FranchiseDeps, actor: Actor, networkId: number, email: string) {
  if ((await deps.repo.networks([networkId])).length === 0) throw notFound('Network');
  const userId = await deps.repo.userIdByEmail(email);
  const removed =
    userId !== null &&
    (await deps.transaction(async ({ repo, audit }) => {
      if (!(await repo.removeManager(networkId, userId))) return false;
      await audit.record(actor, { action: 'franchise.manager-remove', subjectUserId: userId, details: { networkId } });
      return true;
    }));
  if (!removed)
    throw new AppError('NOT_FOUND', 'That person does not manage this network', [
      { path: 'body.email', message: 'is not a manager of this network' },
    ]);
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
