import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messageAttachments, messageRecipients } from '../../db/schema/messaging.js';

export type NewAttachment = Omit<typeof messageAttachments.$inferInsert, 'id' | 'messageId'>;
export type AttachmentRow = typeof messageAttachments.$inferSelect;

/** A message's email attachments (table message_attachments): the messaging module is its only writer. */
export function messageAttachmentsRepository(db: Db) {
  return {
    async insert(attachment: NewAttachment): Promise<AttachmentRow> {
      const [row] = await db.insert(messageAttachments).values(attachment).returning();
      if (!row) throw new Error('message attachment not stored');
      return row;
    },
    /** The author's files among `ids` not yet sent with a message (a draft's), of the club. */
    draftFiles(clubId: number, authorUserId: number, ids: number[]): Promise<AttachmentRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(messageAttachments)
        .where(
          and(
            eq(messageAttachments.clubId, clubId),
            eq(messageAttachments.uploadedByUserId, authorUserId),
            isNull(messageAttachments.messageId),
            inArray(messageAttachments.id, ids),
          ),
        );
    },
    /** Sends the draft's files with the message (only those still unsent: a second send cannot take them). */
    async attach(clubId: number, messageId: number, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(messageAttachments)
        .set({ messageId })
        .where(
          and(
            eq(messageAttachments.clubId, clubId),
            isNull(messageAttachments.messageId),
            inArray(messageAttachments.id, ids),
          ),
        )
        .returning({ id: messageAttachments.id });
      return rows.length;
    },
    /** Inside a transaction: drafts' files no message took, uploaded before `before`, locked (at most `limit`). */
    lockAbandoned(before: Date, limit: number): Promise<Pick<AttachmentRow, 'id' | 'fileKey'>[]> {
      return db
        .select({ id: messageAttachments.id, fileKey: messageAttachments.fileKey })
        .from(messageAttachments)
        .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, before)))
        .orderBy(asc(messageAttachments.id))
        .limit(limit)
        .for('update');
    },
    /** Removes these drafts' files' rows (one a message took meanwhile stays). */
    async removeDrafts(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .delete(messageAttachments)
        .where(and(isNull(messageAttachments.messageId), inArray(messageAttachments.id, ids)));
    },
    /** The attachments of each of the messages, in the order they were attached. */
    async ofMessages(messageIds: number[]): Promise<Map<number, AttachmentRow[]>> {
      const byMessage = new Map<number, AttachmentRow[]>();
      if (messageIds.length === 0) return byMessage;
      const rows = await db
        .select()
        .from(messageAttachments)
        .where(inArray(messageAttachments.messageId, messageIds))
        .orderBy(asc(messageAttachments.id));
      for (const row of rows) byMessage.set(row.messageId ?? 0, [...(byMessage.get(row.messageId ?? 0) ?? []), row]);
      return byMessage;
    },
    /** One attachment of a club's message, or null. */
    async ofClubMessage(clubId: number, messageId: number, attachmentId: number): Promise<AttachmentRow | null> {
      const [row] = await db
        .select()
        .from(messageAttachments)
        .where(
          and(
            eq(messageAttachments.clubId, clubId),
            eq(messageAttachments.messageId, messageId),
            eq(messageAttachments.id, attachmentId),
          ),
        );
      return row ?? null;
    },
    /** One attachment of a message whose email reached the person (their inbox's), or null. */
    async reachedPerson(userId: number, messageId: number, attachmentId: number): Promise<AttachmentRow | null> {
      const [row] = await db
        .select({ attachment: messageAttachments })
        .from(messageAttachments)
        .innerJoin(
          messageRecipients,
          and(
            eq(messageRecipients.messageId, messageAttachments.messageId),
            eq(messageRecipients.userId, userId),
            // Attachments go by email: only a recipient whose email was sent has them.
            eq(messageRecipients.emailStatus, 'sent'),
          ),
        )
        .where(and(eq(messageAttachments.messageId, messageId), eq(messageAttachments.id, attachmentId)))
        .limit(1);
      return row?.attachment ?? null;
    },
  };
}
export type MessageAttachmentsRepository = ReturnType<typeof messageAttachmentsRepository>;
