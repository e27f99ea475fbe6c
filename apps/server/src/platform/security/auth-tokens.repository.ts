import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authTokens, type PendingSignUp } from '../../db/schema/index.js';

export type { PendingSignUp };

/** club_handoff: signs a new club's creator in on the club's own site once (modules/onboarding). */
export type TokenKind = 'magic_link' | 'password_reset' | 'email_verification' | 'club_handoff';

/** The verification codes of one sign-up attempt. */
const ofAttempt = (userId: number, attemptHash: string) =>
  and(
    eq(authTokens.kind, 'email_verification'),
    eq(authTokens.userId, userId),
    eq(authTokens.attemptHash, attemptHash),
  );

/**
 * Single-use secrets sent by email, stored hashed: sign-in links, password resets (and staff
 * invitations, which set a password the same way) and sign-up verification codes.
 */
export function authTokensRepository(db: Db) {
  return {
    /**
     * Stores a new emailed secret; false (nothing inserted) when its hash is already taken, so the
     * caller can draw another. A new secret replaces earlier unused ones of its kind, except that
     * a sign-up code (with an attempt hash) replaces only those of the same sign-up attempt.
     */
    async insert(values: {
      kind: TokenKind;
      tokenHash: string;
      userId: number;
      clubId: number | null;
      expiresAt: Date;
      attemptHash?: string;
      pending?: PendingSignUp;
    }): Promise<boolean> {
      await db
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(authTokens.userId, values.userId),
            eq(authTokens.kind, values.kind),
            isNull(authTokens.usedAt),
            values.attemptHash === undefined ? undefined : eq(authTokens.attemptHash, values.attemptHash),
          ),
        );
      const inserted = await db
        .insert(authTokens)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: authTokens.id });
      return inserted.length === 1;
    },
    /**
     * Marks every unused token of a kind of the person used (their address was just proved), or only
     * those issued at one club (a cancelled staff invitation's links).
     */
    async voidAll(kind: TokenKind, userId: number, at: Date, clubId?: number) {
      await db
        .update(authTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(authTokens.userId, userId),
            eq(authTokens.kind, kind),
            isNull(authTokens.usedAt),
            clubId === undefined ? undefined : eq(authTokens.clubId, clubId),
          ),
        );
    },
    async find(kind: TokenKind, tokenHash: string) {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.kind, kind), eq(authTokens.tokenHash, tokenHash)));
      return row ?? null;
    },
    /** The live (unused, unexpired) verification code of one sign-up attempt, if any. */
    async findLiveAttemptCode(userId: number, attemptHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(and(ofAttempt(userId, attemptHash), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
        .orderBy(desc(authTokens.id))
        .limit(1);
      return row ?? null;
    },
    /** The first and the latest verification code of one sign-up attempt (used, expired or not). */
    async findAttemptCodes(userId: number, attemptHash: string) {
      const rows = await db.select().from(authTokens).where(ofAttempt(userId, attemptHash)).orderBy(asc(authTokens.id));
      return rows.length ? { first: rows[0], latest: rows[rows.length - 1] } : null;
    },
    /** Marks a token used; false when another request used it first (single use under races). */
    async consume(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(authTokens)
        .set({ usedAt: at })
        .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
        .returning({ id: authTokens.id });
      return rows.length === 1;
    },
    async countFailedAttempt(id: number, attempts: number) {
      await db.update(authTokens).set({ attempts }).where(eq(authTokens.id, id));
    },
  };
}

export type AuthTokensRepository = ReturnType<typeof authTokensRepository>;
