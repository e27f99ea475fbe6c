import type { FastifyPluginAsync } from 'fastify';
import { withTransaction } from '../../platform/db/transaction.js';
import { outboxOn } from '../../platform/jobs/outbox.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { rateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import { fileStoreFor } from '../../platform/storage/file-store-for.js';
import { registerUploads } from '../../platform/storage/uploads.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { clubsByIds } from '../clubs/index.js';
import { contractAcceptances, specialCategoryConsentsOn } from '../terms-of-use/index.js';
import { contractAcceptanceRoutes } from './contract-acceptance.routes.js';
import { childrenRepository, type ChildRow } from './children.repository.js';
import { clubChildrenRepository } from './club-children.repository.js';
import { membershipsRepository } from './memberships.repository.js';
import { childForStaff as childForStaffOf } from './club-connections.js';
import { familyRoutes } from './family.routes.js';
import { peopleRepositories, type PeopleTransaction } from './people-repositories.js';
import { peopleRoutes } from './people.routes.js';
import type { FamilyDeps } from './family-deps.js';
import { addChild, updateChild } from './save-child.js';
import type { Actor } from '../../platform/security/actor.js';

export { peopleDirectory, type PeopleDirectory } from './people-directory.js';
export { emergencyContactsByChild, type EmergencyContact } from './children.repository.js';

/** People and their club memberships: their own account and children, and the staff an organiser manages. */
export const peopleModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { db, clock, jobs, config } = deps;
  const repos = peopleRepositories(db);
  const transaction: PeopleTransaction = (work) =>
    withTransaction(db, (tx) => work({ ...peopleRepositories(tx), outbox: outboxOn(jobs, tx) }));
  peopleRoutes(app, {
    repos,
    clock,
    staffChanges: { transaction, memberships: repos.memberships },
    invites: {
      transaction,
      memberships: repos.memberships,
      rateLimits: rateLimitRepository(db),
      clock,
    },
    publicUrl: config.publicUrl,
  });
  contractAcceptanceRoutes(app, { accept: contractAcceptances(deps), clock });
  await registerUploads(app);
  familyRoutes(app, {
    repos,
    consents: specialCategoryConsentsOn(db),
    transaction: (work) =>
      withTransaction(db, (tx) => work({ ...peopleRepositories(tx), consents: specialCategoryConsentsOn(tx) })),
    files: fileStoreFor(config),
    clock,
    clubsByIds: clubsByIds(deps),
    publicUrl: config.publicUrl,
    rateLimits: rateLimitRepository(db),
  });
};

/**
 * People's connections with a club as other modules make and end them (this module is the one writer of
 * `memberships` and `club_children`): a new club's creator as its organiser (onboarding, in the creating
 * transaction), a contact's connection ended (contacts: their parent membership and their children's) and a family
 * moved between two clubs of a franchise (franchise).
 */
export function clubConnections({ db }: Pick<ModuleDeps, 'db'>) {
  const memberships = membershipsRepository(db);
  const clubChildren = clubChildrenRepository(db);
  return {
    addCreator: memberships.addCreator,
    async disconnectParent(clubId: number, parentUserId: number) {
      await memberships.removeParent(clubId, parentUserId);
      await clubChildren.disconnectChildrenOf(clubId, parentUserId);
    },
    /** Whether the person is an active parent at the club. */
    async isParentAt(clubId: number, userId: number): Promise<boolean> {
      return (await memberships.parentClubIdsOf(userId)).includes(clubId);
    },
    /**
     * A family moved between two clubs (a franchise's, with their consent): the parent and the children who were
     * members of the club they leave become members of the other, and leave the first. Call inside a transaction.
     * Answers how many children moved.
     */
    async moveFamily(fromClubId: number, toClubId: number, parentUserId: number, now: Date): Promise<number> {
      const childIds = await clubChildren.childIdsOfParentAt(fromClubId, parentUserId);
      await memberships.ensure(toClubId, parentUserId, 'parent');
      for (const childId of childIds) await clubChildren.connect(toClubId, childId, now);
      await memberships.removeParent(fromClubId, parentUserId);
      await clubChildren.disconnectChildrenOf(fromClubId, parentUserId);
      return childIds.length;
    },
  };
}
export type ClubConnections = ReturnType<typeof clubConnections>;

/** A child as a club's staff may see them, only when the child is a member of that club (else null). */
export type ChildForStaff = (club: Pick<ResolvedClub, 'id'>, childId: number) => ReturnType<typeof childForStaffOf>;

export function childForStaff({ db, clock }: Pick<ModuleDeps, 'db' | 'clock'>): ChildForStaff {
  const repos = peopleRepositories(db);
  return (club, childId) => childForStaffOf({ repos, clock }, club, childId);
}

/** What the booking module needs of a child: whose they are, their name, and their date of birth (the age limit). */
export interface BookableChild {
  id: number;
  parentUserId: number;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

/**
 * Children as the booking module sees them: a parent's own child (null for anyone else's), children
 * by id, and a booked child made a member of the club (so its staff see the child, as when the
 * child is added on the club's site).
 */
export function bookableChildren({ db }: Pick<ModuleDeps, 'db'>) {
  const children = childrenRepository(db);
  const clubChildren = clubChildrenRepository(db);
  const view = ({ id, parentUserId, firstName, lastName, dateOfBirth }: ChildRow): BookableChild => ({
    id,
    parentUserId,
    firstName,
    lastName,
    dateOfBirth,
  });
  return {
    /** How many children the parent has. */
    countOf: async (parentUserId: number): Promise<number> => (await children.ofParent(parentUserId)).length,
    async ofParent(parentUserId: number, childId: number): Promise<BookableChild | null> {
      const row = await children.findOfParent(parentUserId, childId);
      return row && view(row);
    },
    async byIds(childIds: number[]): Promise<Map<number, BookableChild>> {
      const rows = childIds.length === 0 ? [] : await children.findByIds([...new Set(childIds)]);
      return new Map(rows.map((row) => [row.id, view(row)] as const));
    },
    joinClub: (clubId: number, childId: number, now: Date) => clubChildren.connect(clubId, childId, now),
  };
}

export type BookableChildren = ReturnType<typeof bookableChildren>;

/**
 * A club's organisers adding or editing a contact's child with the parent's own rules (addChild,
 * updateChild), acting for the parent: the organiser is recorded as the one behind the act, so
 * nothing only the parent may do (the special-category consent) is done by them.
 */
export function childrenOnBehalf(deps: Pick<ModuleDeps, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = deps;
  const family: FamilyDeps = {
    repos: peopleRepositories(db),
    consents: specialCategoryConsentsOn(db),
    transaction: (work) =>
      withTransaction(db, (tx) => work({ ...peopleRepositories(tx), consents: specialCategoryConsentsOn(tx) })),
    files: fileStoreFor(config),
    clock,
  };
  const actingFor = (parent: { id: number; firstName: string }, staffUserId: number): Actor => ({
    userId: parent.id,
    firstName: parent.firstName,
    impersonatorUserId: staffUserId,
  });
  return {
    add: (
      club: Pick<ResolvedClub, 'id'>,
      parent: { id: number; firstName: string },
      staffUserId: number,
      details: Parameters<typeof addChild>[3],
    ) => addChild(family, actingFor(parent, staffUserId), club, details),
    update: (
      parent: { id: number; firstName: string },
      staffUserId: number,
      childId: number,
      details: Parameters<typeof updateChild>[3],
    ) => updateChild(family, actingFor(parent, staffUserId), childId, details),
  };
}

export type ChildrenOnBehalf = ReturnType<typeof childrenOnBehalf>;
