import { date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';

// Owned by modules/schedule-analytics: only it imports this file (.dependency-cruiser.cjs, "table-owners"). Not
// re-exported by index.ts for that reason.

/**
 * The schedule page's analytics (docs/api.md, "Schedule analytics"): counters per club and club-local day, never one
 * row per visit. `kind`: `view` (a schedule page view), `visitor` (a distinct visitor of the day), `filter` (a filter
 * used: `subject` names it, e.g. `day`), `click` (an Info & Booking link: `subject` is `run:<id>` or `camp:<id>`).
 * `source`: where the schedule was seen, `page` (the club's own schedule page) or `embed` (the embedded schedule on
 * another website).
 */
export const scheduleAnalyticsCounts = pgTable(
  'schedule_analytics_counts',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    subject: varchar('subject', { length: 40 }).notNull().default(''),
    source: varchar('source', { length: 8 }).notNull().default('page'),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.day, t.kind, t.subject, t.source] })],
);

/**
 * The day's visitors, as privacy-first analytics count them: a hash of the day's random salt, the club, the address
 * and the browser's User-Agent, so a visitor is counted once a day and cannot be followed from one day to the next.
 * Rows of earlier days are deleted as the next day's first visit is counted, and so are their salts.
 */
export const scheduleAnalyticsVisitors = pgTable(
  'schedule_analytics_visitors',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.day, t.visitorHash] }),
    index('schedule_analytics_visitors_day_idx').on(t.day),
  ],
);

/** The day's random salt (one a day for every club); deleted once the day is over, so old hashes cannot be redone. */
export const scheduleAnalyticsSalts = pgTable('schedule_analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: varchar('salt', { length: 64 }).notNull(),
});
