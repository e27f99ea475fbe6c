import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, clubChildren, photoPermissions } from '../../db/schema/index.js';

/** Children's memberships of clubs, and their parents' answers to each club's photo and video question. */
export function clubChildrenRepository(db: Db) {
  return {
    async connect(clubId: number, childId: number, now: Date) {
      await db.insert(clubChildren).values({ clubId, childId, createdAt: now }).onConflictDoNothing();
    },
    /** Ends the club membership of every child of the parent (a contact removed; a later booking connects them). */
    async disconnectChildrenOf(clubId: number, parentUserId: number) {
      const ofParent = db.select({ id: children.id }).from(children).where(eq(children.parentUserId, parentUserId));
      await db
        .delete(clubChildren)
        .where(and(eq(clubChildren.clubId, clubId), inArray(clubChildren.childId, ofParent)));
    },
    /** The parent's children who are members of the club (their ids). */
    async childIdsOfParentAt(clubId: number, parentUserId: number): Promise<number[]> {
      const rows = await db
        .select({ id: clubChildren.childId })
        .from(clubChildren)
        .innerJoin(children, eq(children.id, clubChildren.childId))
        .where(and(eq(clubChildren.clubId, clubId), eq(children.parentUserId, parentUserId)));
      return rows.map((r) => r.id);
    },
    /** The clubs any of a parent's children belongs to. */
    async clubIdsOfChildrenOf(parentUserId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ clubId: clubChildren.clubId })
        .from(clubChildren)
        .innerJoin(children, eq(children.id, clubChildren.childId))
        .where(eq(children.parentUserId, parentUserId));
      return rows.map((r) => r.clubId);
    },
    async connectionOf(clubId: number, childId: number): Promise<{ createdAt: Date } | null> {
      const [row] = await db
        .select({ createdAt: clubChildren.createdAt })
        .from(clubChildren)
        .where(and(eq(clubChildren.clubId, clubId), eq(clubChildren.childId, childId)));
      return row ?? null;
    },
    async photoPermissionOf(clubId: number, childId: number): Promise<{ allowed: boolean } | null> {
      const [row] = await db
        .select({ allowed: photoPermissions.allowed })
        .from(photoPermissions)
        .where(and(eq(photoPermissions.clubId, clubId), eq(photoPermissions.childId, childId)));
      return row ?? null;
    },
    /** The answer, replacing any earlier one, with who gave it and when. */
    async savePhotoPermission(clubId: number, childId: number, allowed: boolean, answeredByUserId: number, now: Date) {
      const answer = { allowed, answeredAt: now, answeredByUserId };
      await db
        .insert(photoPermissions)
        .values({ clubId, childId, ...answer })
        .onConflictDoUpdate({ target: [photoPermissions.clubId, photoPermissions.childId], set: answer });
    },
  };
}

export type ClubChildrenRepository = ReturnType<typeof clubChildrenRepository>;
