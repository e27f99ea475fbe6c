import type { MessageLogEntry } from '@clubroom/domain/api';
import { messages as texts } from '@clubroom/domain/messages';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/errors.js';
import type { AuthContext } from '../../platform/security/policy.js';
import type { Db } from '../../db/client.js';
import { checkMessageAccess } from './message-access.js';
import { messagingRepository } from './messaging.repository.js';
import { messageLog } from './read-messages.js';

const entryOf = async (db: Db, clubId: number, messageId: number): Promise<MessageLogEntry> =>
  (await messageLog(messagingRepository(db), clubId, { authorUserId: null, messageId }))[0];

/**
 * Cancels a scheduled message until it starts (its author, or an organiser): it never sends, even if its job runs
 * (the expansion checks the status under the row's lock). Once it has started: 409.
 */
export async function cancelMessage(db: Db, clubId: number, auth: AuthContext, messageId: number) {
  await withTransaction(db, async (tx) => {
    const repo = messagingRepository(tx);
    await checkMessageAccess(repo, clubId, auth, messageId);
    if (!(await repo.cancelScheduled(clubId, messageId))) throw new AppError('CONFLICT', texts.messaging.cannotCancel);
  });
  return entryOf(db, clubId, messageId);
}

/** Archives a sent or cancelled message out of the log, or restores it (409 for one still to go or going). */
export async function archiveMessage(
  db: Db,
  clubId: number,
  auth: AuthContext,
  messageId: number,
  archivedAt: Date | null,
) {
  const repo = messagingRepository(db);
  await checkMessageAccess(repo, clubId, auth, messageId);
  if (!(await repo.setArchived(clubId, messageId, archivedAt)))
    throw new AppError('CONFLICT', texts.messaging.cannotArchive);
  return entryOf(db, clubId, messageId);
}
