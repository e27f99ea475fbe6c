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
  /** The club's contact details and social handles (spec §3 "Club settings"); '' when not given. */
  phone: varchar('phone', { length: 30 }).notNull().default(''),
  website: varchar('website', { length: 255 }).notNull().default(''),
  facebook: varchar('facebook', { length: 100 }).notNull().default(''),
  twitter: varchar('twitter', { length: 100 }).notNull().default(''),
  instagramHandle: varchar('instagram_handle', { length: 100 }).notNull().default(''),
  youtubeAccount: varchar('youtube_account', { length: 100 }).notNull().default(''),
  tiktokHandle: varchar('tiktok_handle', { length: 100 }).notNull().default(''),
  /** ISO 3166-1 alpha-2: which listing site, SMS and payment features the club's region supports. */
  country: varchar('country', { length: 2 }).notNull().default('GB'),
  /** The theme picked from the swatch grid; null with `hasCustomSkin` when the colours were set by the platform. */
  skinKey: varchar('skin_key', { length: 40 }),
  hasCustomSkin: boolean('has_custom_skin').notNull().default(false),
  /** The logo's key in the storage module; null: no logo. `logoUpdatedAt` busts caches of its URL. */
  logoKey: varchar('logo_key', { length: 255 }),
  logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
  /**
   * The club's own stylesheet a platform manager applied (`club_stylesheets`), by its hash (its URL's name, so no
   * cache keeps an older one); null: none. Linked after the theme on the club's public pages (docs/platform-console.md).
   */
  skinStylesheet: varchar('skin_stylesheet', { length: 16 }),
  /** An SMS goes with every invoice; once on it stays on (spec §4). */
  smsInvoices: boolean('sms_invoices').notNull().default(false),
  /**
   * When a platform manager suspended the club (the console, docs/platform-console.md); null: taking bookings. A
   * suspended club's schedule says it is not taking bookings and every path that places one refuses.
   */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** True from 'Create a club' until its details are saved. */
  onSignUp: boolean('on_sign_up').notNull().default(false),
  /** Bumped by triggers on every write to the club's schedule or bookings; keys the schedule cache. */
  scheduleVersion: integer('schedule_version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A club's row's owner: its `club_id`, required, and gone with the club. */
export const clubIdColumn = () =>
  integer('club_id')
    .notNull()
    .references(() => clubs.id, { onDelete: 'cascade' });

export const venues = pgTable(
  'venues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    name: varchar('name', { length: 120 }).notNull(),
    address: text('address').notNull().default(''),
    postcode: varchar('postcode', { length: 10 }).notNull(),
    /** What families should know: parking, the entrance, what to bring. */
    notes: text('notes').notNull().default(''),
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
    clubId: clubIdColumn(),
    /** 'terms-and-conditions' or 'privacy', the last segment of the policy's public route. */
    kind: varchar('kind', { length: 32 }).notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.kind] })],
);

/**
 * A club's settings kept as key and value (spec §3 "Payment settings: key/value map", settings toggle rows, dropdown
 * settings and feature toggles): the keys and what their values may be are catalogued in `packages/domain`.
 */
export const clubSettings = pgTable(
  'club_settings',
  {
    clubId: clubIdColumn(),
    key: varchar('key', { length: 80 }).notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.key] })],
);

/** Someone who asked to hear when Clubroom fully supports their country ('region not fully supported'). */
export const betaCountrySignUps = pgTable('beta_country_sign_ups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: varchar('email', { length: 254 }).notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A club's own stylesheets (the spec's custom skin), checked when uploaded (docs/platform-console.md, "Skins"): the one
 * applied (`clubs.skin_stylesheet` names it) and at most one uploaded but not applied yet, which platform staff preview
 * on the club's site with its `preview_token` before a platform manager applies it. Who did what is in the audit log.
 */
export const clubStylesheets = pgTable(
  'club_stylesheets',
  {
    clubId: clubIdColumn(),
    /** The first 16 hex digits of the CSS's SHA-256: its URL's name. */
    hash: varchar('hash', { length: 16 }).notNull(),
    css: text('css').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    /** Random, URL-safe: the preview's capability, shown only in the platform console. */
    previewToken: varchar('preview_token', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.hash] })],
);
