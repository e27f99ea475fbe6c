import type { AnswerValue } from '@clubroom/domain/rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clubIdColumn } from './clubs.js';
import { children, users } from './people.js';

// Owned by modules/registration-questions: only it imports this file (.dependency-cruiser.cjs, "table-owners"); other
// modules read questions, answers and contact attributes through its index.ts. Not re-exported by index.ts for that
// reason (drizzle.config.ts names it).

/** A question the club asks families (docs/club-admin.md, "Registration questions"). */
export const registrationQuestions = pgTable(
  'registration_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    text: varchar('text', { length: 300 }).notNull(),
    hint: varchar('hint', { length: 300 }).notNull().default(''),
    /** short-text | long-text | number | yes-no | one-choice | several-choices | date | phone */
    type: varchar('type', { length: 16 }).notNull(),
    choices: jsonb('choices').$type<string[]>().notNull().default([]),
    /** family | child */
    askedPer: varchar('asked_per', { length: 8 }).notNull(),
    /** required | optional | staff */
    visibility: varchar('visibility', { length: 8 }).notNull(),
    forWholeClub: boolean('for_whole_club').notNull(),
    runIds: jsonb('run_ids').$type<number[]>().notNull().default([]),
    termIds: jsonb('term_ids').$type<number[]>().notNull().default([]),
    campIds: jsonb('camp_ids').$type<number[]>().notNull().default([]),
    /** Special-category (health) data: answers kept only while the parent's consent stands. */
    healthRelated: boolean('health_related').notNull().default(false),
    position: smallint('position').notNull(),
    /** No longer asked; its answers are kept. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('registration_questions_club_idx').on(t.clubId, t.position)],
);

/** A family's (child null) or a child's answer to a question: one each, remembered for the next booking. */
export const registrationAnswers = pgTable(
  'registration_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    questionId: integer('question_id')
      .notNull()
      .references(() => registrationQuestions.id, { onDelete: 'cascade' }),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id').references(() => children.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<AnswerValue>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('registration_answers_one_uq').on(t.questionId, t.parentUserId, sql`coalesce(${t.childId}, 0)`),
    index('registration_answers_club_parent_idx').on(t.clubId, t.parentUserId),
  ],
);

/** A staff-only field the club keeps on each contact (spec: contact attributes; at most 20 live). */
export const contactAttributes = pgTable(
  'contact_attributes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    name: varchar('name', { length: 60 }).notNull(),
    position: smallint('position').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('contact_attributes_club_idx').on(t.clubId)],
);

/** A contact's value of an attribute. */
export const contactAttributeValues = pgTable(
  'contact_attribute_values',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => contactAttributes.id, { onDelete: 'cascade' }),
    clubId: clubIdColumn(),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attributeId, t.parentUserId] }),
    index('contact_attribute_values_club_idx').on(t.clubId, t.parentUserId),
  ],
);
