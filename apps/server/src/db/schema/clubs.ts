import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const clubs = pgTable('clubs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  subdomain: varchar('subdomain', { length: 63 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description').notNull().default(''),
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('Europe/London'),
  currency: varchar('currency', { length: 3 }).notNull().default('GBP'),
  themePrimary: varchar('theme_primary', { length: 6 }).notNull().default('555'),
  themeSecondary: varchar('theme_secondary', { length: 6 }).notNull().default('9d9d9d'),
  themePanel: varchar('theme_panel', { length: 6 }).notNull().default('F5F5F5'),
  listed: boolean('listed').notNull().default(true),
  /** Bumped by triggers on every write to the club's schedule or bookings; keys the schedule cache. */
  scheduleVersion: integer('schedule_version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const venues = pgTable(
  'venues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    address: text('address').notNull().default(''),
    postcode: varchar('postcode', { length: 10 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('venues_club_idx').on(t.clubId), index('venues_postcode_idx').on(t.postcode)],
);

/**
 * A club's own terms and conditions and privacy policy (spec §3 "Policies", each optional), shown to parents from the
 * payment page's agree-before-booking notice. Plain text: paragraphs split on blank lines, never rendered as HTML.
 */
export const clubPolicies = pgTable(
  'club_policies',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** 'terms-and-conditions' or 'privacy', the last segment of the policy's public route. */
    kind: varchar('kind', { length: 32 }).notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.kind] })],
);
