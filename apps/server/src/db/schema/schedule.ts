import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clubIdColumn, venues } from './clubs.js';

export const terms = pgTable(
  'terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    name: varchar('name', { length: 120 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('terms_club_ends_idx').on(t.clubId, t.endsAt)],
);

/** Days without sessions in a term (half term, Christmas, a bank holiday): club-local dates, both ends included. */
export const termBreaks = pgTable(
  'term_breaks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
  },
  (t) => [index('term_breaks_term_idx').on(t.termId)],
);

export const runs = pgTable(
  'runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    className: varchar('class_name', { length: 120 }).notNull(),
    capacity: integer('capacity').notNull(),
    ageFromMonths: smallint('age_from_months').notNull().default(0),
    ageToMonths: smallint('age_to_months').notNull().default(0),
    /** Minor units of the club's currency. */
    pricePerSession: integer('price_per_session').notNull().default(0),
    pricePerTerm: integer('price_per_term').notNull().default(0),
    /** Trial options: how many sessions a trial covers (0 = no trial) and its price in minor units. */
    trialSessions: smallint('trial_sessions').notNull().default(0),
    trialPrice: integer('trial_price').notNull().default(0),
    /** Not on the public schedule and bookable only by the families the club invites. */
    inviteOnly: boolean('invite_only').notNull().default(false),
    /** Set up in private: seen by the club's staff only, off every public read and unbookable until published. */
    draft: boolean('draft').notNull().default(false),
  },
  (t) => [index('runs_club_term_idx').on(t.clubId, t.termId)],
);

/** A weekly slot of a run, in the club's local wall time. dow: 0 = Sunday … 6 = Saturday. */
export const runClassTimes = pgTable(
  'run_class_times',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    startHour: smallint('start_hour').notNull(),
    startMinute: smallint('start_minute').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
  },
  (t) => [index('run_class_times_run_idx').on(t.runId)],
);

/** A single club-local date on which a run does not meet (a venue closed, a coach away). */
export const runSkippedDates = pgTable(
  'run_skipped_dates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    skippedOn: date('skipped_on').notNull(),
  },
  (t) => [uniqueIndex('run_skipped_dates_run_date_uq').on(t.runId, t.skippedOn)],
);

/**
 * One dated session of a run: generated from the class times between the term dates, or a one-off date the club
 * added (`one_off`: kept when the sessions are generated again). A cancelled session is kept, marked
 * (`cancelled_at`, with the reason families were told): it shows as cancelled and is no session that happens.
 */
export const runSessions = pgTable(
  'run_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    oneOff: boolean('one_off').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 300 }),
  },
  (t) => [index('run_sessions_run_idx').on(t.runId, t.startsAt)],
);

export const camps = pgTable(
  'camps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    className: varchar('class_name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    ageFromMonths: smallint('age_from_months').notNull().default(0),
    ageToMonths: smallint('age_to_months').notNull().default(0),
    capacity: integer('capacity').notNull().default(20),
    dayPrice: integer('day_price').notNull().default(0),
    weekPrice: integer('week_price').notNull().default(0),
    /** Not on the public schedule and bookable only by the families the club invites. */
    inviteOnly: boolean('invite_only').notNull().default(false),
    /** Set up in private: seen by the club's staff only, off every public read and unbookable until published. */
    draft: boolean('draft').notNull().default(false),
  },
  (t) => [index('camps_club_idx').on(t.clubId)],
);

/** A week of a camp (an "instance group" of days). */
export const campWeeks = pgTable(
  'camp_weeks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    campId: integer('camp_id')
      .notNull()
      .references(() => camps.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
  },
  (t) => [index('camp_weeks_camp_idx').on(t.campId)],
);

export const campDays = pgTable(
  'camp_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    campWeekId: integer('camp_week_id')
      .notNull()
      .references(() => campWeeks.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The kind of session the day is (`campDayTypes`): a full day, or a morning or afternoon only. */
    sessionType: varchar('session_type', { length: 12 }).notNull().default('full-day'),
  },
  (t) => [index('camp_days_week_idx').on(t.campWeekId, t.startsAt)],
);
