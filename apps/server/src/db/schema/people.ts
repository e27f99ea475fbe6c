import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clubIdColumn } from './clubs.js';
import { camps, runs } from './schedule.js';

/**
 * The trigram indexes' storage: every new row written into the index itself, not first into a pending
 * list that only a vacuum merges (until then, searches read the whole list and plan around it). These
 * tables take few writes (a sign-up, a child added), so the search stays fast without waiting on one.
 */
const TRIGRAM_INDEX = { fastupdate: false };

/** One person, one login across the platform. Emails are stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    mobile: varchar('mobile', { length: 20 }),
    /** argon2id; null until the person sets a password (invited staff, magic-link only). */
    passwordHash: varchar('password_hash', { length: 255 }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Platform-wide roles: support staff and platform managers belong to no single club. */
    isSupport: boolean('is_support').notNull().default(false),
    isPlatformManager: boolean('is_platform_manager').notNull().default(false),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    marketingUpdatedAt: timestamp('marketing_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Trigram indexes for the contacts search (contacts.repository.ts): the same expressions it matches with ILIKE.
  (t) => [
    index('users_full_name_trgm_idx')
      .using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with(TRIGRAM_INDEX),
    index('users_mobile_digits_trgm_idx')
      .using('gin', sql`regexp_replace(coalesce(${t.mobile}, ''), '[\\s()-]', '', 'g') gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
  ],
);

/** A person's role at a club. A person may hold several (a coach who is also a parent). */
export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** parent | coach | organiser | franchise_manager */
    role: varchar('role', { length: 24 }).notNull(),
    financialAccess: boolean('financial_access').notNull().default(false),
    /** active | deactivated | revoked */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    /**
     * Staff only: when the latest invitation link (to choose a password) was emailed; null when none was
     * (the person already had a password). Pending while the person still has no password.
     */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_club_user_role_uq').on(t.clubId, t.userId, t.role),
    index('memberships_user_idx').on(t.userId),
  ],
);

/**
 * A parent's child. Medical, allergy and special educational needs notes are special-category
 * data: written only while the parent's special-category consent stands (modules/people).
 */
export const children = pgTable(
  'children',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    /** female | male | other; null when not given. */
    gender: varchar('gender', { length: 8 }),
    medicalNotes: text('medical_notes'),
    allergyNotes: text('allergy_notes'),
    specialNeeds: text('special_needs'),
    /** The photo's key in the file store (never a name the parent chose), and its type as judged from its bytes. */
    photoKey: varchar('photo_key', { length: 200 }),
    photoType: varchar('photo_type', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('children_parent_idx').on(t.parentUserId),
    index('children_full_name_trgm_idx')
      .using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
    // The photo permissions list's order (migration 0056): a page of a big club is read in order, not sorted whole.
    index('children_name_order_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
  ],
);

/** People to call about a child, in the order the parent gave them. */
export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    relation: varchar('relation', { length: 40 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
  },
  (t) => [uniqueIndex('emergency_contacts_child_position_uq').on(t.childId, t.position)],
);

/**
 * A child's membership of a club: made when the parent adds the child on the club's site (and,
 * later, by a booking). The club's staff may see a child only through it.
 */
export const clubChildren = pgTable(
  'club_children',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_children_club_child_uq').on(t.clubId, t.childId),
    index('club_children_child_idx').on(t.childId),
  ],
);

/**
 * A club's contacts (the contacts list, docs/club-admin.md "Contacts"): each parent with an active
 * parent membership or a child who is the club's member, once, joined when first connected. Kept
 * by triggers on memberships, club_children and children (migration 0021) on every path that
 * changes them, so the list pages and sorts one indexed table instead of grouping both each time.
 */
export const clubContacts = pgTable(
  'club_contacts',
  {
    clubId: clubIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    index('club_contacts_club_joined_idx').on(t.clubId, t.joinedAt, t.userId),
    index('club_contacts_user_idx').on(t.userId),
  ],
);

/** The parent's answer to a club's photo and video question for a child: one per child per club. */
export const photoPermissions = pgTable(
  'photo_permissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    allowed: boolean('allowed').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('photo_permissions_club_child_uq').on(t.clubId, t.childId)],
);

/** Which coaches take which runs (their registers). */
export const runCoaches = pgTable(
  'run_coaches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('run_coaches_run_user_uq').on(t.runId, t.userId)],
);

/** A coach on a camp: sees its registers and marks them, as `run_coaches` for a run. */
export const campCoaches = pgTable(
  'camp_coaches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    campId: integer('camp_id')
      .notNull()
      .references(() => camps.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('camp_coaches_camp_user_uq').on(t.campId, t.userId)],
);
