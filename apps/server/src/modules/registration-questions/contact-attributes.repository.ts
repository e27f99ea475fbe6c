import type { ContactAttribute } from '@clubroom/domain/api';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../lib/like-pattern.js';
import { contactAttributes, contactAttributeValues } from '../../db/schema/registration-questions.js';

const attributeOf = (row: typeof contactAttributes.$inferSelect): ContactAttribute => ({
  attributeId: row.id,
  name: row.name,
  position: row.position,
  retired: row.retiredAt !== null,
});

/** The club's contact attributes and each contact's values (this module writes both), scoped by the club. */
export function contactAttributesRepository(db: Db) {
  return {
    async all(clubId: number): Promise<ContactAttribute[]> {
      const rows = await db
        .select()
        .from(contactAttributes)
        .where(eq(contactAttributes.clubId, clubId))
        .orderBy(asc(contactAttributes.position), asc(contactAttributes.id));
      return rows.map(attributeOf);
    },

    async liveCount(clubId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)` })
        .from(contactAttributes)
        .where(and(eq(contactAttributes.clubId, clubId), isNull(contactAttributes.retiredAt)));
      return Number(row.count);
    },

    async insert(clubId: number, name: string): Promise<ContactAttribute> {
      const [last] = await db
        .select({ position: sql<number>`coalesce(max(${contactAttributes.position}), 0)` })
        .from(contactAttributes)
        .where(eq(contactAttributes.clubId, clubId));
      const [row] = await db
        .insert(contactAttributes)
        .values({ clubId, name, position: Number(last.position) + 1 })
        .returning();
      return attributeOf(row);
    },

    async update(clubId: number, attributeId: number, set: { name?: string; retiredAt?: Date }) {
      const [row] = await db
        .update(contactAttributes)
        .set(set)
        .where(and(eq(contactAttributes.clubId, clubId), eq(contactAttributes.id, attributeId)))
        .returning();
      return row ? attributeOf(row) : null;
    },

    valuesOf(clubId: number, parentUserIds: number[]) {
      if (parentUserIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          attributeId: contactAttributeValues.attributeId,
          parentUserId: contactAttributeValues.parentUserId,
          value: contactAttributeValues.value,
        })
        .from(contactAttributeValues)
        .where(
          and(eq(contactAttributeValues.clubId, clubId), inArray(contactAttributeValues.parentUserId, parentUserIds)),
        );
    },

    /** Sets a contact's value (an empty one is removed). */
    async setValue(clubId: number, attributeId: number, parentUserId: number, value: string) {
      await db
        .delete(contactAttributeValues)
        .where(
          and(
            eq(contactAttributeValues.clubId, clubId),
            eq(contactAttributeValues.attributeId, attributeId),
            eq(contactAttributeValues.parentUserId, parentUserId),
          ),
        );
      if (value !== '') await db.insert(contactAttributeValues).values({ clubId, attributeId, parentUserId, value });
    },

    /** The parents at the club whose value of an attribute contains this text (the contacts list's filter). */
    async parentsWith(clubId: number, attributeId: number, text: string): Promise<number[]> {
      const rows = await db
        .select({ parentUserId: contactAttributeValues.parentUserId })
        .from(contactAttributeValues)
        .where(
          and(
            eq(contactAttributeValues.clubId, clubId),
            eq(contactAttributeValues.attributeId, attributeId),
            sql`${contactAttributeValues.value} ilike ${containing(text)}`,
          ),
        );
      return rows.map((r) => r.parentUserId);
    },
  };
}
export type ContactAttributesRepository = ReturnType<typeof contactAttributesRepository>;
