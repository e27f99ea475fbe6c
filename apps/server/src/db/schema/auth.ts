import { index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { users } from './people.js';

/** Server-side sessions, shared by every server process. The id is a SHA-256 of the cookie's token. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set while support staff act as `userId` (switch user): the real person behind the session. */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    idleTimeoutSeconds: integer('idle_timeout_seconds').notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * What a sign-up attempt asked for, applied to the user only when that attempt's code is entered
 * in the browser that made it (never trusted before).
 */
export interface PendingSignUp {
  firstName: string;
  lastName: string;
  mobile: string;
  /** argon2id of the password the attempt chose. */
  passwordHash: string;
  marketingOptIn: boolean;
  /**
   * The parent terms the attempt accepted by ticking 'I accept the Terms of Use': the version current
   * then, with where, when and from which browser. Recorded as the person's acceptance when the code is
   * entered; absent when no parent terms were published.
   */
  termsAccepted?: SignUpTermsAcceptance;
}

/** An acceptance of the terms given at sign-up, kept with the attempt until its code is entered. */
export interface SignUpTermsAcceptance {
  contractId: number;
  clubId: number | null;
  /** ISO 8601 (the attempt is stored as JSON). */
  acceptedAt: string;
  ip: string;
  userAgent: string | null;
}

/** Single-use secrets sent by email: magic links, password resets and sign-up verification codes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** magic_link | password_reset | email_verification | club_handoff */
    kind: varchar('kind', { length: 24 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    attempts: smallint('attempts').notNull().default(0),
    /**
     * email_verification only: the SHA-256 of the sign-up attempt's secret (a cookie in the browser
     * that signed up), so only a code entered in that browser can match.
     */
    attemptHash: varchar('attempt_hash', { length: 64 }),
    /** email_verification only: the attempt's details, applied when its code is entered. */
    pending: jsonb('pending').$type<PendingSignUp>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_kind_idx').on(t.userId, t.kind)],
);

/** Fixed-window counters for rate limits, in the database so every process shares them. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: varchar('key', { length: 200 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
