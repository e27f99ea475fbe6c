import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devMailbox } from '../../db/schema/index.js';
import type { MailMessage } from './mailer.js';

export function devMailboxRepository(db: Db) {
  return {
    async insert(message: MailMessage) {
      await db.insert(devMailbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
      });
    },
    list(to?: string) {
      return db
        .select()
        .from(devMailbox)
        .where(to ? eq(devMailbox.to, to.toLowerCase()) : undefined)
        .orderBy(desc(devMailbox.id))
        .limit(50);
    },
  };
}

export type DevMailboxRepository = ReturnType<typeof devMailboxRepository>;
