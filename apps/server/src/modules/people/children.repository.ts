import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, emergencyContacts } from '../../db/schema/index.js';

export type ChildRow = typeof children.$inferSelect;
export type EmergencyContact = { name: string; relation: string; phone: string };
/** What a parent writes about a child. */
export type ChildValues = Pick<
  typeof children.$inferInsert,
  'firstName' | 'lastName' | 'dateOfBirth' | 'gender' | 'medicalNotes' | 'allergyNotes' | 'specialNeeds'
>;

/**
 * Each child's emergency contacts, in the parent's order (none: no entry), in one statement for
 * any number of children: every page showing children reads them this way.
 */
export async function emergencyContactsByChild(db: Db, childIds: number[]): Promise<Map<number, EmergencyContact[]>> {
  const byChild = new Map<number, EmergencyContact[]>();
  if (childIds.length === 0) return byChild;
  const rows = await db
    .select({
      childId: emergencyContacts.childId,
      name: emergencyContacts.name,
      relation: emergencyContacts.relation,
      phone: emergencyContacts.phone,
    })
    .from(emergencyContacts)
    .where(inArray(emergencyContacts.childId, childIds))
    .orderBy(asc(emergencyContacts.childId), asc(emergencyContacts.position));
  for (const { childId, ...contact } of rows) byChild.set(childId, [...(byChild.get(childId) ?? []), contact]);
  return byChild;
}

/** Parents' children and their emergency contacts. */
export function childrenRepository(db: Db) {
  return {
    ofParent(parentUserId: number): Promise<ChildRow[]> {
      return db
        .select()
        .from(children)
        .where(eq(children.parentUserId, parentUserId))
        .orderBy(asc(children.dateOfBirth), asc(children.id));
    },
    /** The child, only when it is this parent's. */
    async findOfParent(parentUserId: number, childId: number): Promise<ChildRow | null> {
      const [row] = await db
        .select()
        .from(children)
        .where(and(eq(children.id, childId), eq(children.parentUserId, parentUserId)));
      return row ?? null;
    },
    async findById(childId: number): Promise<ChildRow | null> {
      const [row] = await db.select().from(children).where(eq(children.id, childId));
      return row ?? null;
    },
    findByIds(childIds: number[]): Promise<ChildRow[]> {
      return db.select().from(children).where(inArray(children.id, childIds));
    },
    async insert(parentUserId: number, values: ChildValues, now: Date): Promise<ChildRow> {
      const [row] = await db
        .insert(children)
        .values({ ...values, parentUserId, createdAt: now, updatedAt: now })
        .returning();
      return row;
    },
    async update(childId: number, values: Partial<typeof children.$inferInsert>) {
      await db.update(children).set(values).where(eq(children.id, childId));
    },
    async remove(childId: number) {
      await db.delete(children).where(eq(children.id, childId));
    },
    contactsOf: (childIds: number[]) => emergencyContactsByChild(db, childIds),
    /** Inside a transaction: the child's contacts become these, in this order. */
    async replaceContacts(childId: number, contacts: EmergencyContact[]) {
      await db.delete(emergencyContacts).where(eq(emergencyContacts.childId, childId));
      await db.insert(emergencyContacts).values(contacts.map((c, position) => ({ ...c, childId, position })));
    },
  };
}

export type ChildrenRepository = ReturnType<typeof childrenRepository>;
