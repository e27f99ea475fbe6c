import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { users } from './people.js';

// Owned by modules/franchise: only it imports this file (.dependency-cruiser.cjs, "table-owners"). Not re-exported by
// index.ts for that reason. docs/franchise.md.

/** A franchise network: clubs (territories) a franchise manager oversees. Money never pools: each club is paid alone. */
export const franchiseNetworks = pgTable('franchise_networks', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A club of a network (a club is in one network at most); its royalty is dated: `franchise_royalty_rates`. */
export const franchiseClubs = pgTable(
  'franchise_clubs',
  {
    clubId: integer('club_id')
      .primaryKey()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    networkId: integer('network_id')
      .notNull()
      .references(() => franchiseNetworks.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('franchise_clubs_network_idx').on(t.networkId)],
);

/**
 * The franchise's royalty on a club of the network from a month on (the month's first day, London time), in
 * hundredths of a percent (750 = 7.5 %) of the club's takings net of refunds. Kept after the club leaves: the
 * network's report keeps its months as a member at the rates they had.
 */
export const franchiseRoyaltyRates = pgTable(
  'franchise_royalty_rates',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => franchiseNetworks.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** YYYY-MM-01: the first month this rate is the club's. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    royaltyHundredths: integer('royalty_hundredths').notNull(),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.clubId, t.effectiveFrom] })],
);

/** A club removed from a network: when it was a member, so the report keeps those months. */
export const franchiseClubDepartures = pgTable(
  'franchise_club_departures',
  {
    id: serial('id').primaryKey(),
    networkId: integer('network_id')
      .notNull()
      .references(() => franchiseNetworks.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }).notNull(),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('franchise_club_departures_network_idx').on(t.networkId)],
);

/** Who manages a network (the franchise managers): they see every club of it, and only those. */
export const franchiseManagers = pgTable(
  'franchise_managers',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => franchiseNetworks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.userId] }), index('franchise_managers_user_idx').on(t.userId)],
);

/**
 * A family moved from one of the network's clubs to another, with the consent the family gave (how and when, in the
 * franchise manager's words). The record stays though the family later leaves either club.
 */
export const franchiseFamilyMoves = pgTable(
  'franchise_family_moves',
  {
    id: serial('id').primaryKey(),
    networkId: integer('network_id')
      .notNull()
      .references(() => franchiseNetworks.id, { onDelete: 'cascade' }),
    fromClubId: integer('from_club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    toClubId: integer('to_club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The day the family agreed (YYYY-MM-DD, as the franchise manager recorded it) and how. */
    consentGivenOn: date('consent_given_on', { mode: 'string' }).notNull(),
    consentNote: text('consent_note').notNull(),
    /** How many of the family's children were members of the club they left (and moved with them). */
    children: integer('children').notNull(),
    movedBy: integer('moved_by').references(() => users.id, { onDelete: 'set null' }),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('franchise_family_moves_network_idx').on(t.networkId)],
);

/**
 * A text the franchise shares with its clubs: a message template (subject and body, with the messaging merge fields)
 * their organisers start a message from, or a policy (terms and conditions, privacy) it applies as each club's own.
 */
export const franchiseSharedTexts = pgTable(
  'franchise_shared_texts',
  {
    id: serial('id').primaryKey(),
    networkId: integer('network_id')
      .notNull()
      .references(() => franchiseNetworks.id, { onDelete: 'cascade' }),
    /** 'message', 'terms-and-conditions' or 'privacy'. */
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    /** An email's subject ('' for a policy, or a message meant for SMS). */
    subject: varchar('subject', { length: 150 }).notNull().default(''),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('franchise_shared_texts_network_idx').on(t.networkId)],
);
