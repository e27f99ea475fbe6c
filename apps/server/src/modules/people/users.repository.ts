import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { children, users } from '../../db/schema/index.js';

export type User = typeof users.$inferSelect;

/** People: one login across the platform, stored with a lower-cased email. */
export function usersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<User | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row ?? null;
    },
    /** The accounts among these addresses (lower-cased): each address found with its person's id. */
    async idsByEmail(emails: string[]): Promise<Map<string, number>> {
      if (emails.length === 0) return new Map();
      const lowered = emails.map((email) => email.toLowerCase());
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, lowered));
      return new Map(rows.map((row) => [row.email, row.id]));
    },
    async findById(id: number): Promise<User | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    async insert(values: typeof users.$inferInsert): Promise<User> {
      const [row] = await db
        .insert(users)
        .values({ ...values, email: values.email.toLowerCase() })
        .returning();
      return row;
    },
    async update(id: number, values: Partial<typeof users.$inferInsert>) {
      await db.update(users).set(values).where(eq(users.id, id));
    },
    childrenOf(userId: number) {
      const { id, firstName, lastName, dateOfBirth } = children;
      return db
        .select({ id, firstName, lastName, dateOfBirth })
        .from(children)
        .where(eq(children.parentUserId, userId))
        .orderBy(asc(children.dateOfBirth));
    },
    /**
     * Inside a transaction: waits for any other transaction holding the same address's lock, so
     * two invitations of one person run one after the other (the second sees the first's writes).
     */
    async lockAddress(email: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`address:${email}`}))`);
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
