import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authTokens, memberships, users } from '../../db/schema/index.js';

export type TokenKind = 'magic_link' | 'password_reset' | 'email_verification';

export function usersRepository(db: Db) {
  return {
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row ?? null;
    },
    async findById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    async insert(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values({ ...values, email: values.email.toLowerCase() }).returning();
      return row;
    },
    async update(id: number, values: Partial<typeof users.$inferInsert>) {
      await db.update(users).set(values).where(eq(users.id, id));
    },
    async ensureMembership(clubId: number, userId: number, role: string) {
      await db.insert(memberships).values({ clubId, userId, role }).onConflictDoNothing();
    },
    async insertToken(values: { kind: TokenKind; tokenHash: string; userId: number; clubId: number | null; expiresAt: Date }) {
      // A new secret of a kind replaces any earlier unused one.
      await db.update(authTokens).set({ usedAt: new Date() })
        .where(and(eq(authTokens.userId, values.userId), eq(authTokens.kind, values.kind), isNull(authTokens.usedAt)));
      await db.insert(authTokens).values(values);
    },
    async findToken(kind: TokenKind, tokenHash: string) {
      const [row] = await db.select().from(authTokens).where(and(eq(authTokens.kind, kind), eq(authTokens.tokenHash, tokenHash)));
      return row ?? null;
    },
    async findLatestLiveToken(kind: TokenKind, userId: number, now: Date) {
      const [row] = await db.select().from(authTokens)
        .where(and(eq(authTokens.kind, kind), eq(authTokens.userId, userId), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
        .orderBy(desc(authTokens.id)).limit(1);
      return row ?? null;
    },
    /** Marks a token used; false when another request used it first (single use under races). */
    async consumeToken(id: number, at: Date): Promise<boolean> {
      const rows = await db.update(authTokens).set({ usedAt: at }).where(and(eq(authTokens.id, id), isNull(authTokens.usedAt))).returning({ id: authTokens.id });
      return rows.length === 1;
    },
    async countFailedAttempt(id: number, attempts: number) {
      await db.update(authTokens).set({ attempts }).where(eq(authTokens.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
