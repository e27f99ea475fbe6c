import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Outside production, every email sent is also kept here and shown at /dev/mailbox. */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The files sent with it: their names, types and sizes (not their bytes). */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_to_idx').on(t.to, t.createdAt)],
);

/** Outside production with no SMS provider, every SMS sent is kept here (the dev SMS outbox, as the dev mailbox). */
export const devSmsOutbox = pgTable(
  'dev_sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** E.164. */
    to: varchar('to', { length: 20 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_sms_outbox_to_idx').on(t.to, t.createdAt)],
);

/**
 * A mobile number that replied STOP (or another opt-out word) to the platform's SMS sender: no SMS goes to it,
 * from any club (every club sends from the same sender), until it replies START. Written by platform/sms.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  /** E.164. */
  phone: varchar('phone', { length: 20 }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
