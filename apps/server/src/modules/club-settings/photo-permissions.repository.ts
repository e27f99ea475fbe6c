import type { PhotoAnswer } from '@clubroom/domain/api';
import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { containing } from '../../lib/like-pattern.js';
import { children, clubChildren, photoPermissions, users } from '../../db/schema/index.js';

/** Which of the club's children the photo permissions list shows. */
export interface PhotoPermissionsCriteria {
  /** Part of the child's or the parent's full name; null: everyone. */
  search: string | null;
  answer: PhotoAnswer | null;
}

/** The parent's answer for the club, from the left-joined `photo_permissions` row of this club (none: no row). */
const ANSWER: Record<PhotoAnswer, SQL> = {
  yes: sql`${photoPermissions.allowed} is true`,
  no: sql`${photoPermissions.allowed} is false`,
  none: sql`${photoPermissions.id} is null`,
};
const answerOf = (clubId: number) =>
  and(eq(photoPermissions.childId, clubChildren.childId), eq(photoPermissions.clubId, clubId));

const fullName = (table: typeof children | typeof users) => sql`${table.firstName} || ' ' || ${table.lastName}`;

/**
 * The children a search finds by their name or their parent's (any club's: the caller keeps its own). Each match is
 * on an expression with a trigram index (migration 0020), as the contacts list's search is; the two are a union, not
 * an OR, so each is read through its index (an OR across them read every child: half as fast at 10,000).
 */
function searchedChildren(db: Db, search: string) {
  const text = containing(search);
  const parentsNamed = db
    .select({ id: users.id })
    .from(users)
    .where(ilike(fullName(users), text));
  return unionAll(
    db
      .select({ id: children.id })
      .from(children)
      .where(ilike(fullName(children), text)),
    db.select({ id: children.id }).from(children).where(inArray(children.parentUserId, parentsNamed)),
  );
}

/** The photo and video answers of a club's children: a read of people's tables (people writes them). */
export function photoPermissionsRepository(db: Db) {
  const ofClub = (clubId: number, search: string | null) =>
    and(
      eq(clubChildren.clubId, clubId),
      search ? inArray(clubChildren.childId, searchedChildren(db, search)) : undefined,
    );

  return {
    /**
     * One page of the children the criteria keep, by last name, first name (case ignored), then id: a stable order.
     * The parents' names are joined to the page's 50 only, not to every child sorted.
     */
    photoPermissionsPage(clubId: number, { search, answer }: PhotoPermissionsCriteria, limit: number, offset: number) {
      const page = db
        .select({
          childId: children.id,
          firstName: children.firstName,
          lastName: children.lastName,
          parentUserId: children.parentUserId,
          allowed: photoPermissions.allowed,
        })
        .from(clubChildren)
        .innerJoin(children, eq(children.id, clubChildren.childId))
        .leftJoin(photoPermissions, answerOf(clubId))
        .where(and(ofClub(clubId, search), answer ? ANSWER[answer] : undefined))
        .orderBy(sql`lower(${children.lastName})`, sql`lower(${children.firstName})`, asc(children.id))
        .limit(limit)
        .offset(offset)
        .as('page');
      return db
        .select({
          childId: page.childId,
          firstName: page.firstName,
          lastName: page.lastName,
          parentFirstName: users.firstName,
          parentLastName: users.lastName,
          allowed: page.allowed,
        })
        .from(page)
        .innerJoin(users, eq(users.id, page.parentUserId))
        .orderBy(sql`lower(${page.lastName})`, sql`lower(${page.firstName})`, asc(page.childId));
    },

    /**
     * How many of the children the search finds gave each answer (the answer filter aside), in one pass over the
     * club's children and answers: no names are read unless there is a search.
     */
    async photoAnswerCounts(clubId: number, search: string | null): Promise<Record<PhotoAnswer, number>> {
      const count = (answer: PhotoAnswer) => sql<number>`count(*) filter (where ${ANSWER[answer]})`.mapWith(Number);
      const [counts] = await db
        .select({ yes: count('yes'), no: count('no'), none: count('none') })
        .from(clubChildren)
        .leftJoin(photoPermissions, answerOf(clubId))
        .where(ofClub(clubId, search));
      return counts;
    },
  };
}
