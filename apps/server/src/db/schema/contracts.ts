import { boolean, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { users } from './people.js';

/** Versioned terms of use per role (parent | coach | organiser). */
export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    role: varchar('role', { length: 16 }).notNull(),
    version: integer('version').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contracts_role_version_uq').on(t.role, t.version)],
);

/** Who accepted which version, when, from where, with the consents given. */
export const contractAcceptances = pgTable(
  'contract_acceptances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    marketingOptIn: boolean('marketing_opt_in'),
    specialCategoryConsent: boolean('special_category_consent'),
  },
  (t) => [uniqueIndex('contract_acceptances_user_contract_uq').on(t.userId, t.contractId)],
);
