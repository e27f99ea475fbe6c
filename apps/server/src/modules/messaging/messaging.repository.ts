import type { MessageStatus } from '@clubroom/domain/api';
import {
  DEFAULT_SMS_DAILY_CAP,
  type LeftOutReason,
  type MessageChannel,
  type SmsReceiptStatus,
} from '@clubroom/domain/rules';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, ne, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubs, users } from '../../db/schema/index.js';
import { messageAttachmentsRepository } from './message-attachments.repository.js';
import { clubMessagingSettings, messageRecipients, messages, messageUnsubscribes } from '../../db/schema/messaging.js';

export type { MessageStatus };

/** Which of a club's messages the log lists: one author's (a coach's) or all, archived or not, or one message. */
export interface LogFilter {
  authorUserId: number | null;
  archived?: boolean;
  messageId?: number;
}

export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'status' | 'archivedAt'> & {
  status: 'scheduled' | 'queued';
};
export type NewRecipient = Omit<typeof messageRecipients.$inferInsert, 'id' | 'attempts' | 'sentAt' | 'readAt'>;
export type RecipientRow = typeof messageRecipients.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** What reached the person: an email sent, an SMS sent (and maybe delivered since). */
const inInbox = or(
  eq(messageRecipients.emailStatus, 'sent'),
  inArray(messageRecipients.smsStatus, ['sent', 'delivered']),
);
/** A message row's audience kind for the app's own emails: kept out of the club's log and its hourly limit. */
export const APP_EMAIL_KIND = 'app-email';
/** Not one of the app's own emails (a confirmation, an invoice…: in the parent's inbox, not the club's log). */
const notAppEmail = ne(messages.audienceKind, APP_EMAIL_KIND);
const isPending = or(eq(messageRecipients.emailStatus, 'pending'), eq(messageRecipients.smsStatus, 'pending'));
const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;

/** Messages and their recipients (tables messages, message_recipients): the messaging module is their only writer. */
export function messagingRepository(db: Db) {
  return {
    /** Each message's email attachments (the log's and the inbox's lists). */
    attachmentsOf: messageAttachmentsRepository(db).ofMessages,
    /** Serialises a club's sends (the rate limit's count and the insert), inside the caller's transaction. */
    async lockClubSends(clubId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`club-messages:${clubId}`}))`);
    },

    async byKey(clubId: number, authorUserId: number, key: string) {
      const [row] = await db
        .select({ id: messages.id, status: messages.status, scheduledFor: messages.scheduledFor })
        .from(messages)
        .where(
          and(eq(messages.clubId, clubId), eq(messages.authorUserId, authorUserId), eq(messages.idempotencyKey, key)),
        );
      return row ?? null;
    },

    /** The SMS the club's messages expanded since `since` let go (today's count against the daily cap). */
    async smsCountSince(clubId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sum(messages.smsCount).mapWith(Number) })
        .from(messages)
        .where(and(eq(messages.clubId, clubId), gte(messages.expandedAt, since)));
      return row?.n ?? 0;
    },

    async smsDailyCap(clubId: number): Promise<number> {
      const [row] = await db
        .select({ cap: clubMessagingSettings.smsDailyCap })
        .from(clubMessagingSettings)
        .where(eq(clubMessagingSettings.clubId, clubId));
      return row?.cap ?? DEFAULT_SMS_DAILY_CAP;
    },

    /** The club's reminders: hours before each session, or null (off; no row: off). */
    async reminderHoursBefore(clubId: number): Promise<number | null> {
      const [row] = await db
        .select({ hours: clubMessagingSettings.reminderHoursBefore })
        .from(clubMessagingSettings)
        .where(eq(clubMessagingSettings.clubId, clubId));
      return row?.hours ?? null;
    },

    /** The clubs with reminders on, and how many hours before. */
    clubsWithReminders(): Promise<{ clubId: number; hours: number }[]> {
      return db
        .select({
          clubId: clubMessagingSettings.clubId,
          hours: sql<number>`${clubMessagingSettings.reminderHoursBefore}`,
        })
        .from(clubMessagingSettings)
        .where(isNotNull(clubMessagingSettings.reminderHoursBefore))
        .orderBy(clubMessagingSettings.clubId);
    },

    /** Saves the club's settings; a reminder setting left undefined is left as it was (off for a new row). */
    async saveSettings(clubId: number, settings: { smsDailyCap: number; reminderHoursBefore?: number | null }) {
      await db
        .insert(clubMessagingSettings)
        .values({ clubId, ...settings })
        .onConflictDoUpdate({ target: clubMessagingSettings.clubId, set: settings });
    },

    /** The recipient stored under an idempotency key (an app email's job), or null. */
    async recipientByKey(key: string): Promise<{ id: number; messageId: number; clubId: number } | null> {
      const [row] = await db
        .select({ id: messageRecipients.id, messageId: messageRecipients.messageId, clubId: messageRecipients.clubId })
        .from(messageRecipients)
        .where(eq(messageRecipients.idempotencyKey, key));
      return row ?? null;
    },

    /** Which of the recipient keys are already taken (reminders sent before). */
    async takenKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: messageRecipients.idempotencyKey })
        .from(messageRecipients)
        .where(inArray(messageRecipients.idempotencyKey, keys));
      return new Set(rows.map((row) => row.key));
    },

    /** The messages the club's people sent since `since` (its hourly limit; not the app's own emails). */
    async countSince(clubId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.clubId, clubId), gte(messages.createdAt, since), notAppEmail));
      return row?.n ?? 0;
    },

    async insert(message: NewMessage): Promise<number> {
      const [row] = await db.insert(messages).values(message).returning({ id: messages.id });
      return row.id;
    },

    /** The message, locked for this transaction (its expansion happens once). */
    async lockedMessage(clubId: number, messageId: number) {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.clubId, clubId), eq(messages.id, messageId)))
        .for('update');
      return row ?? null;
    },

    /** Who wrote a message of the club, for the checks before reading or changing it; null for none. */
    async authorOf(clubId: number, messageId: number): Promise<{ authorUserId: number | null } | null> {
      const [row] = await db
        .select({ authorUserId: messages.authorUserId })
        .from(messages)
        .where(and(eq(messages.clubId, clubId), eq(messages.id, messageId), notAppEmail));
      return row ?? null;
    },

    /**
     * Cancels a message still scheduled: answers whether it was. Waits for an expansion holding the row's lock, and
     * then finds it no longer scheduled; an expansion after it finds it cancelled.
     */
    async cancelScheduled(clubId: number, messageId: number): Promise<boolean> {
      const rows = await db
        .update(messages)
        .set({ status: 'cancelled' })
        .where(and(eq(messages.clubId, clubId), eq(messages.id, messageId), eq(messages.status, 'scheduled')))
        .returning({ id: messages.id });
      return rows.length > 0;
    },

    /** Archives (at `at`) or restores (null) a sent or cancelled message: answers whether it was one. */
    async setArchived(clubId: number, messageId: number, at: Date | null): Promise<boolean> {
      const rows = await db
        .update(messages)
        .set({ archivedAt: at })
        .where(
          and(eq(messages.clubId, clubId), eq(messages.id, messageId), inArray(messages.status, ['sent', 'cancelled'])),
        )
        .returning({ id: messages.id });
      return rows.length > 0;
    },

    /** Records a message's expansion: its SMS counted against the cap (and those left out for it), and when. */
    async setExpanded(
      clubId: number,
      messageId: number,
      expansion: { status: MessageStatus; smsCount: number; smsOverCap: number; at: Date },
    ): Promise<void> {
      const { status, smsCount, smsOverCap, at } = expansion;
      await db
        .update(messages)
        .set({ status, smsCount, smsOverCap, expandedAt: at })
        .where(and(eq(messages.clubId, clubId), eq(messages.id, messageId)));
    },

    async setStatus(clubId: number, messageId: number, status: MessageStatus): Promise<void> {
      await db
        .update(messages)
        .set({ status })
        .where(and(eq(messages.clubId, clubId), eq(messages.id, messageId)));
    },

    /** Adds recipients; one already there (by idempotency key) is left as it is. */
    async addRecipients(rows: NewRecipient[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insert(messageRecipients)
          .values(rows.slice(i, i + 500))
          .onConflictDoNothing({ target: messageRecipients.idempotencyKey });
      }
    },

    async pendingRecipientIds(clubId: number, messageId: number): Promise<number[]> {
      const rows = await db
        .select({ id: messageRecipients.id })
        .from(messageRecipients)
        .where(and(eq(messageRecipients.clubId, clubId), eq(messageRecipients.messageId, messageId), isPending))
        .orderBy(messageRecipients.id);
      return rows.map((row) => row.id);
    },

    async hasPending(clubId: number, messageId: number): Promise<boolean> {
      const rows = await db
        .select({ id: messageRecipients.id })
        .from(messageRecipients)
        .where(and(eq(messageRecipients.clubId, clubId), eq(messageRecipients.messageId, messageId), isPending))
        .limit(1);
      return rows.length > 0;
    },

    recipients(clubId: number, messageId: number, ids: number[]): Promise<RecipientRow[]> {
      return db
        .select()
        .from(messageRecipients)
        .where(
          and(
            eq(messageRecipients.clubId, clubId),
            eq(messageRecipients.messageId, messageId),
            inArray(messageRecipients.id, ids),
          ),
        )
        .orderBy(messageRecipients.id);
    },

    /**
     * Marks a channel sent (or failed) if it is still pending, an SMS with the provider's id for it: answers whether
     * it was pending.
     */
    async settleChannel(
      id: number,
      channel: 'email' | 'sms',
      status: 'sent' | 'failed',
      at: Date,
      smsProviderId: string | null = null,
    ): Promise<boolean> {
      const column = channel === 'email' ? messageRecipients.emailStatus : messageRecipients.smsStatus;
      const set =
        channel === 'email' ? { emailStatus: status, sentAt: at } : { smsStatus: status, smsProviderId, sentAt: at };
      const rows = await db
        .update(messageRecipients)
        .set(set)
        .where(and(eq(messageRecipients.id, id), eq(column, 'pending')))
        .returning({ id: messageRecipients.id });
      return rows.length > 0;
    },

    /**
     * A pending channel left out after all: the number replied STOP, or the address bounced or complained, since
     * the message was expanded.
     */
    async leaveOut(id: number, channel: MessageChannel, reason: LeftOutReason): Promise<void> {
      const [set, column] =
        channel === 'email'
          ? [{ emailStatus: 'left-out', emailReason: reason }, messageRecipients.emailStatus]
          : [{ smsStatus: 'left-out', smsReason: reason }, messageRecipients.smsStatus];
      await db
        .update(messageRecipients)
        .set(set)
        .where(and(eq(messageRecipients.id, id), eq(column, 'pending')));
    },

    /** An SMS's delivery receipt: the SMS the provider's id names moves from sent to its final status (once). */
    async smsReceipt(smsProviderId: string, status: SmsReceiptStatus): Promise<boolean> {
      const rows = await db
        .update(messageRecipients)
        .set({ smsStatus: status })
        .where(and(eq(messageRecipients.smsProviderId, smsProviderId), eq(messageRecipients.smsStatus, 'sent')))
        .returning({ id: messageRecipients.id });
      return rows.length > 0;
    },

    async addAttempt(id: number): Promise<number> {
      const [row] = await db
        .update(messageRecipients)
        .set({ attempts: sql`${messageRecipients.attempts} + 1` })
        .where(eq(messageRecipients.id, id))
        .returning({ attempts: messageRecipients.attempts });
      return row?.attempts ?? 0;
    },

    /**
     * The club's messages, newest first (as the filter says), with each one's counts: the counters the triggers on
     * message_recipients keep on the message (no recipient is read).
     */
    async log(clubId: number, filter: LogFilter, limit = 100) {
      return db
        .select({
          messageId: messages.id,
          subject: messages.subject,
          body: messages.body,
          authorName: messages.authorName,
          audienceLabel: messages.audienceLabel,
          purpose: messages.purpose,
          byEmail: messages.byEmail,
          bySms: messages.bySms,
          createdAt: messages.createdAt,
          scheduledFor: messages.scheduledFor,
          archivedAt: messages.archivedAt,
          status: messages.status,
          pending: messages.countPending,
          sent: messages.countSent,
          delivered: messages.countDelivered,
          failed: messages.countFailed,
          leftOut: messages.countLeftOut,
          opened: messages.countOpened,
          smsOverCap: messages.smsOverCap,
        })
        .from(messages)
        .where(
          and(
            eq(messages.clubId, clubId),
            notAppEmail,
            filter.authorUserId === null ? undefined : eq(messages.authorUserId, filter.authorUserId),
            filter.archived === undefined
              ? undefined
              : filter.archived
                ? isNotNull(messages.archivedAt)
                : isNull(messages.archivedAt),
            filter.messageId === undefined ? undefined : eq(messages.id, filter.messageId),
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
    },

    /** A page of a message's recipients (by name, then id), each with their name (all of them without a page). */
    recipientList(clubId: number, messageId: number, page?: { offset: number; limit: number }) {
      const r = messageRecipients;
      const query = db
        .select({
          recipientId: r.id,
          personId: r.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          emailStatus: r.emailStatus,
          emailReason: r.emailReason,
          emailAddress: r.emailAddress,
          smsStatus: r.smsStatus,
          smsReason: r.smsReason,
          smsAddress: r.smsAddress,
          sentAt: r.sentAt,
        })
        .from(r)
        .innerJoin(users, eq(users.id, r.userId))
        .where(and(eq(r.clubId, clubId), eq(r.messageId, messageId)))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(r.id));
      return page ? query.offset(page.offset).limit(page.limit) : query;
    },

    async recipientCount(clubId: number, messageId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(messageRecipients)
        .where(and(eq(messageRecipients.clubId, clubId), eq(messageRecipients.messageId, messageId)));
      return row?.n ?? 0;
    },

    /**
     * An email's tracking image loaded: the first time, the recipient is marked opened and its message counts one
     * more. Answers whether the token is one of the club's.
     */
    async markOpened(clubId: number, token: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: messageRecipients.id, messageId: messageRecipients.messageId })
        .from(messageRecipients)
        .where(and(eq(messageRecipients.clubId, clubId), eq(messageRecipients.openToken, token)));
      if (!row) return false;
      const first = await db
        .update(messageRecipients)
        .set({ openedAt: at })
        .where(and(eq(messageRecipients.id, row.id), isNull(messageRecipients.openedAt)))
        .returning({ id: messageRecipients.id });
      if (first.length > 0)
        await db
          .update(messages)
          .set({ countOpened: sql`${messages.countOpened} + 1` })
          .where(and(eq(messages.clubId, clubId), eq(messages.id, row.messageId)));
      return true;
    },

    /** Who a marketing email's unsubscribe token names, at this club; null for none. */
    async byUnsubscribeToken(clubId: number, token: string): Promise<{ userId: number } | null> {
      const [row] = await db
        .select({ userId: messageRecipients.userId })
        .from(messageRecipients)
        .where(and(eq(messageRecipients.clubId, clubId), eq(messageRecipients.unsubscribeToken, token)));
      return row ?? null;
    },

    /** Records the person's unsubscribe from the club's marketing on a channel (once). */
    async unsubscribe(clubId: number, userId: number, channel: 'email' | 'sms', at: Date): Promise<void> {
      await db.insert(messageUnsubscribes).values({ clubId, userId, channel, createdAt: at }).onConflictDoNothing();
    },

    /** Takes back the person's unsubscribe from the club's marketing on a channel. */
    async resubscribe(clubId: number, userId: number, channel: 'email' | 'sms'): Promise<void> {
      await db
        .delete(messageUnsubscribes)
        .where(
          and(
            eq(messageUnsubscribes.clubId, clubId),
            eq(messageUnsubscribes.userId, userId),
            eq(messageUnsubscribes.channel, channel),
          ),
        );
    },

    /** A person's messages that reached them, from every club, newest first. */
    inbox(userId: number, offset: number, limit: number) {
      return db
        .select({
          messageId: messageRecipients.messageId,
          clientId: messageRecipients.clubId,
          clubName: clubs.name,
          subject: messageRecipients.subject,
          text: messageRecipients.text,
          smsText: messageRecipients.smsText,
          emailStatus: messageRecipients.emailStatus,
          smsStatus: messageRecipients.smsStatus,
          sentAt: messageRecipients.createdAt,
          readAt: messageRecipients.readAt,
        })
        .from(messageRecipients)
        .innerJoin(clubs, eq(clubs.id, messageRecipients.clubId))
        .where(and(eq(messageRecipients.userId, userId), inInbox))
        .orderBy(desc(messageRecipients.createdAt), desc(messageRecipients.id))
        .offset(offset)
        .limit(limit);
    },

    async inboxCounts(userId: number): Promise<{ total: number; unread: number }> {
      const [row] = await db
        .select({ total: count(), unread: countWhere(sql`${messageRecipients.readAt} is null`) })
        .from(messageRecipients)
        .where(and(eq(messageRecipients.userId, userId), inInbox));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },

    /** Marks the person's own messages among `messageIds` read (once: the first reading's time stays). */
    async markRead(userId: number, messageIds: number[], at: Date): Promise<void> {
      await db
        .update(messageRecipients)
        .set({ readAt: at })
        .where(
          and(
            eq(messageRecipients.userId, userId),
            inArray(messageRecipients.messageId, messageIds),
            isNull(messageRecipients.readAt),
            inInbox,
          ),
        );
    },
  };
}
export type MessagingRepository = ReturnType<typeof messagingRepository>;
