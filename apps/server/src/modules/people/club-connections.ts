import { logoUrlOf } from '@clubroom/domain/rules';
import type { Child } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ClubsByIds } from '../clubs/index.js';
import { childView } from './child-view.js';
import type { FamilyDeps } from './family-deps.js';
import { requireOwnChild } from './own-child.js';

/** Whether the parent's child is a member of this club, and since when. */
export async function childConnection(
  deps: FamilyDeps,
  parentUserId: number,
  club: Pick<ResolvedClub, 'id'>,
  childId: number,
): Promise<{ connected: boolean; connectedAt: string | null }> {
  const child = await requireOwnChild(deps.repos.children, parentUserId, childId);
  const connection = await deps.repos.clubChildren.connectionOf(club.id, child.id);
  return { connected: connection !== null, connectedAt: connection?.createdAt.toISOString() ?? null };
}

/** The clubs a parent belongs to: where they are a parent, or where one of their children is a member. */
export async function parentClubs(
  deps: FamilyDeps,
  clubsByIds: ClubsByIds,
  parentUserId: number,
  publicUrl: URL,
): Promise<{ data: { clientId: number; name: string; url: string; logoUrl: string | null }[] }> {
  const ids = new Set([
    ...(await deps.repos.memberships.parentClubIdsOf(parentUserId)),
    ...(await deps.repos.clubChildren.clubIdsOfChildrenOf(parentUserId)),
  ]);
  const clubs = await clubsByIds([...ids]);
  return {
    data: clubs.map((club) => ({
      clientId: club.id,
      name: club.name,
      url: `${publicUrl.protocol}//${club.subdomain}.${publicUrl.host}/`,
      logoUrl: logoUrlOf(club.logoKey, club.logoUpdatedAt), // served on any host
    })),
  };
}

/**
 * A child as a club's staff may see them (details, notes, contacts), only when the child is a
 * member of that club; null otherwise. For the registers and bookings to come.
 */
export async function childForStaff(
  deps: Pick<FamilyDeps, 'repos' | 'clock'>,
  club: Pick<ResolvedClub, 'id'>,
  childId: number,
): Promise<Child | null> {
  if (!(await deps.repos.clubChildren.connectionOf(club.id, childId))) return null;
  const child = await deps.repos.children.findById(childId);
  return child && childView(deps.repos.children, child, deps.clock());
}
