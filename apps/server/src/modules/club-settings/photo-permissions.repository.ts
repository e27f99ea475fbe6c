import type { PhotoAnswer } from '@clubroom/domain/api';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../lib/like-pattern.js';
import { children, clubChildren, photoPermissions, users } from '../../db/schema/index.js';

/** Which of the club's children the photo permissions list shows. */
export interface PhotoPermissionsCriteria {
  /** Part of the child's or the parent's full name; null: everyone. */
  search: string | null;
  answer: PhotoAnswer | null;
}

/** The photo and video answers of a club's children: a read of people's tables (people writes them). */
export function photoPermissionsRepository(db: Db) {
  /**
   * The club's children, each with their parent and the parent's answer for this club (null: no answer; another
   * club's answer is not this club's). PostgreSQL folds it into the statements that read it.
   */
  const childrenOf = (clubId: number) =>
    db
      .select({
        childId: children.id,
        firstName: children.firstName,
        lastName: children.lastName,
        parentFirstName: sql<string>`${users.firstName}`.as('parent_first_name'),
        parentLastName: sql<string>`${users.lastName}`.as('parent_last_name'),
        allowed: photoPermissions.allowed,
      })
      .from(clubChildren)
      .innerJoin(children, eq(children.id, clubChildren.childId))
      .innerJoin(users, eq(users.id, children.parentUserId))
      .leftJoin(photoPermissions, and(eq(photoPermissions.childId, children.id), eq(photoPermissions.clubId, clubId)))
      .where(eq(clubChildren.clubId, clubId))
      .as('listed');
  type Listed = ReturnType<typeof childrenOf>;

  const answerIs = (listed: Listed, answer: PhotoAnswer): SQL => {
    if (answer === 'none') return sql`${listed.allowed} is null`;
    return sql`${listed.allowed} is ${answer === 'yes' ? sql`true` : sql`false`}`;
  };
  const searched = (listed: Listed, search: string | null): SQL | undefined => {
    if (!search) return undefined;
    const text = containing(search);
    return or(
      ilike(sql`${listed.firstName} || ' ' || ${listed.lastName}`, text),
      ilike(sql`${listed.parentFirstName} || ' ' || ${listed.parentLastName}`, text),
    );
  };

  return {
    /** One page of the children the criteria keep, by last name, first name (case ignored), then id: a stable order. */
    photoPermissionsPage(clubId: number, { search, answer }: PhotoPermissionsCriteria, limit: number, offset: number) {
      const listed = childrenOf(clubId);
      return db
        .select()
        .from(listed)
        .where(and(searched(listed, search), answer ? answerIs(listed, answer) : undefined))
        .orderBy(sql`lower(${listed.lastName})`, sql`lower(${listed.firstName})`, asc(listed.childId))
        .limit(limit)
        .offset(offset);
    },

    /** How many of the children the search finds gave each answer (the answer filter aside), in one pass. */
    async photoAnswerCounts(clubId: number, search: string | null): Promise<Record<PhotoAnswer, number>> {
      const listed = childrenOf(clubId);
      const count = (answer: PhotoAnswer) =>
        sql<number>`count(*) filter (where ${answerIs(listed, answer)})`.mapWith(Number);
      const [counts] = await db
        .select({ yes: count('yes'), no: count('no'), none: count('none') })
        .from(listed)
        .where(searched(listed, search));
      return counts;
    },
  };
}
