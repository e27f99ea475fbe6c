import type { TrophiesResponse, TrophyBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { AppError, bodyFieldRefused, foundOr404 } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { assertTrophiesOn } from './trophies-switch.js';
import type { TrophiesDeps } from './trophies-deps.js';

const t = messages.trophies;
type Club = Pick<ResolvedClub, 'id'>;

/** The club's trophies by activity and order, with the activities (class names) they can be defined for. */
export async function listTrophies(deps: TrophiesDeps, club: Club): Promise<TrophiesResponse> {
  await assertTrophiesOn(deps, club.id);
  const [trophies, activities] = await Promise.all([deps.repo.list(club.id), deps.repo.activities(club.id)]);
  return { trophies, activities };
}

/** A trophy's name is unique within its activity (400 naming `name`). */
async function assertNameFree(deps: TrophiesDeps, club: Club, body: TrophyBody, exceptId: number | null) {
  if (await deps.repo.nameTaken(club.id, body, exceptId)) throw bodyFieldRefused('name', t.nameTaken);
}

export async function addTrophy(deps: TrophiesDeps, club: Club, body: TrophyBody): Promise<TrophiesResponse> {
  await assertTrophiesOn(deps, club.id);
  await assertNameFree(deps, club, body, null);
  await deps.repo.insert(club.id, body, deps.clock());
  return listTrophies(deps, club);
}

export async function updateTrophy(
  deps: TrophiesDeps,
  club: Club,
  trophyId: number,
  body: TrophyBody,
): Promise<TrophiesResponse> {
  await assertTrophiesOn(deps, club.id);
  foundOr404(await deps.repo.find(club.id, trophyId), 'Trophy');
  await assertNameFree(deps, club, body, trophyId);
  await deps.repo.update(club.id, trophyId, body);
  return listTrophies(deps, club);
}

/** Removes a trophy nobody holds; one held is the children's history (409 saying how many hold it). */
export async function removeTrophy(deps: TrophiesDeps, club: Club, trophyId: number): Promise<TrophiesResponse> {
  await assertTrophiesOn(deps, club.id);
  const trophy = foundOr404(await deps.repo.find(club.id, trophyId), 'Trophy');
  if (!(await deps.repo.removeUnheld(club.id, trophyId))) {
    const held = (await deps.repo.find(club.id, trophyId))?.awardedCount ?? trophy.awardedCount;
    throw new AppError('CONFLICT', t.inUse(held));
  }
  return listTrophies(deps, club);
}
