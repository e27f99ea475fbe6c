import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clubIdColumn } from './clubs.js';
import { users } from './people.js';

// Owned by modules/messaging: only it imports this file (.dependency-cruiser.cjs, "table-owners"); other modules
// reach messages through its index.ts. Not re-exported by index.ts for that reason (drizzle.config.ts names it).

/** A message a club sent (or is sending): who wrote it, to whom, what kind, by which channels, its words as written. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when sent (the log still says who after the account is gone). */
    authorName: varchar('author_name', { length: 170 }).notNull(),
    /** person | run (term, camp… later) and the id it names. */
    audienceKind: varchar('audience_kind', { length: 12 }).notNull(),
    audienceId: integer('audience_id').notNull(),
    audienceLabel: varchar('audience_label', { length: 200 }).notNull(),
    /** service | marketing */
    purpose: varchar('purpose', { length: 12 }).notNull(),
    byEmail: boolean('by_email').notNull(),
    bySms: boolean('by_sms').notNull(),
    subject: varchar('subject', { length: 150 }).notNull(),
    body: text('body').notNull(),
    /** The composer's key: a second request with it (a double click, a retry) answers the same message. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /** An organiser's urgent service message (a cancellation): its SMS go at once, even in the quiet hours. */
    urgent: boolean('urgent').notNull().default(false),
    /**
     * How many SMS its expansion let go (the recipients reached by SMS, within what was left of the daily cap then):
     * its count against the cap of the day it was expanded on (`expanded_at`, club time).
     */
    smsCount: integer('sms_count').notNull().default(0),
    /** How many SMS its expansion left out because the club's daily SMS cap was reached (`sms-daily-cap`). */
    smsOverCap: integer('sms_over_cap').notNull().default(0),
    /** When the `message-expand` job found its recipients; null before. */
    expandedAt: timestamp('expanded_at', { withTimezone: true }),
    /**
     * Its recipients' channels per status, each channel of each recipient once (the log's counts): kept by the
     * statement triggers on message_recipients (migration messaging_counters), never written by the module.
     */
    countPending: integer('count_pending').notNull().default(0),
    countSent: integer('count_sent').notNull().default(0),
    countDelivered: integer('count_delivered').notNull().default(0),
    /** failed, and SMS receipted undelivered or failed. */
    countFailed: integer('count_failed').notNull().default(0),
    countLeftOut: integer('count_left_out').notNull().default(0),
    /** Recipients whose email was seen opened (its tracking image loaded, EMAIL_OPEN_TRACKING on): where known. */
    countOpened: integer('count_opened').notNull().default(0),
    /**
     * scheduled (waiting for `scheduled_for`) → queued (recipients not yet expanded) → sending → sent (no recipient
     * left pending); or scheduled → cancelled, never sent.
     */
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a scheduled message goes (its `message-expand` job starts then); null: sent at once. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** When it was archived out of the log (restoring clears it); parents' inboxes are unaffected. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_club_author_key_uq').on(t.clubId, t.authorUserId, t.idempotencyKey),
    index('messages_club_created_idx').on(t.clubId, t.createdAt),
    // Today's SMS against the daily cap: the club's messages expanded since the day began.
    index('messages_club_expanded_idx').on(t.clubId, t.expandedAt),
  ],
);

/**
 * One person a message is for, with what each channel did for them and the words as they received them (the
 * inbox shows these). `idempotency_key` (message and person) makes expanding a message twice add nobody twice; a
 * channel's status moves pending → sent (or failed) once, so a batch run again sends nobody twice.
 */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: varchar('idempotency_key', { length: 40 }).notNull(),
    /**
     * Per channel: null (not chosen), left-out, pending, sent or failed; the reason when left out. An SMS sent then
     * moves with its delivery receipts to delivered, undelivered or failed.
     */
    emailStatus: varchar('email_status', { length: 10 }),
    emailReason: varchar('email_reason', { length: 24 }),
    emailAddress: varchar('email_address', { length: 254 }),
    smsStatus: varchar('sms_status', { length: 12 }),
    smsReason: varchar('sms_reason', { length: 24 }),
    /** E.164. */
    smsAddress: varchar('sms_address', { length: 20 }),
    /** The provider's id for the SMS sent (Twilio's `SM…`): its delivery receipts name it. */
    smsProviderId: varchar('sms_provider_id', { length: 64 }),
    subject: varchar('subject', { length: 255 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    smsText: text('sms_text').notNull(),
    /**
     * A marketing email's one-click unsubscribe (RFC 8058): the random token its List-Unsubscribe URL carries,
     * naming the club and the person; null for a service message.
     */
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }),
    /**
     * With EMAIL_OPEN_TRACKING on, the random token of the email's tracking image (`/api/messaging/opened/{token}`);
     * null otherwise (an SMS, or tracking off).
     */
    openToken: varchar('open_token', { length: 64 }),
    /** When the email's tracking image was first loaded: opened, where known. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** Failed sending attempts; at the limit a channel still pending is marked failed. */
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('message_recipients_key_uq').on(t.idempotencyKey),
    uniqueIndex('message_recipients_unsubscribe_uq').on(t.unsubscribeToken),
    uniqueIndex('message_recipients_sms_provider_uq').on(t.smsProviderId),
    uniqueIndex('message_recipients_open_token_uq').on(t.openToken),
    index('message_recipients_message_idx').on(t.messageId),
    // The inbox: a person's messages that reached them, newest first.
    index('message_recipients_inbox_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.emailStatus} = 'sent' or ${t.smsStatus} in ('sent', 'delivered')`),
  ],
);

/** A person's unsubscribe from a club's marketing on one channel (email or sms), honoured from then on. */
export const messageUnsubscribes = pgTable(
  'message_unsubscribes',
  {
    clubId: clubIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId, t.channel] })],
);

/** A club's messaging settings (a row once an organiser saved them; the defaults otherwise). */
export const clubMessagingSettings = pgTable('club_messaging_settings', {
  clubId: clubIdColumn().primaryKey(),
  /** The most SMS the club's messages may send in one day (club time): a send that would pass it is refused. */
  smsDailyCap: integer('sms_daily_cap').notNull(),
  /**
   * Reminders: this many hours before each session or camp day its booked families are reminded (one a family a
   * day); null: off.
   */
  reminderHoursBefore: integer('reminder_hours_before'),
});

/**
 * An email address no email goes to (the provider's webhook, docs/messaging.md): it bounced for good, or its owner
 * complained. Kept per (lower-cased) address, not per person: a person whose address changes is reached at the new
 * one. The latest event's reason and time.
 */
export const emailSuppressions = pgTable('email_suppressions', {
  email: varchar('email', { length: 254 }).primaryKey(),
  /** bounced | complained */
  reason: varchar('reason', { length: 12 }).notNull(),
  /** When the provider says it happened. */
  eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A file an organiser attached to a draft (`POST /api/messaging/attachments`), kept in the file store under
 * `file_key`; `message_id` is set when the message naming it is sent (null: a draft's, not sent yet). Its email goes
 * with every recipient's; the recipients and the club's staff download it.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: clubIdColumn(),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The file store's key (`message-attachments/{uuid}.pdf`): of the server's making, never a name sent. */
    fileKey: varchar('file_key', { length: 120 }).notNull(),
    /** The name it is sent under, without its extension (`attachmentName`). */
    name: varchar('name', { length: 80 }).notNull(),
    /** Judged by its content at upload. */
    contentType: varchar('content_type', { length: 30 }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);
