import { withTransaction } from '../../platform/db/transaction.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { fileStoreFor } from '../../platform/storage/file-store-for.js';
import { messageAttachmentsRepository } from './message-attachments.repository.js';

/** A draft's file no message took is kept this long after its upload (the composer may still send it). */
export const ABANDONED_ATTACHMENT_MS = 24 * 60 * 60 * 1000;
/** Files removed in one transaction. */
const SWEEP_BATCH = 200;

/**
 * The `message-attachments-sweep` job: every draft's file uploaded more than a day ago (the app's clock) that no
 * message took is removed, its stored file and then its row, a batch at a time. The rows are locked first, so a send
 * taking one meanwhile waits and then finds it gone (and refuses, as for a file another send took); a crash after
 * a file went leaves its row for the next run, whose removal of a missing file is no error.
 */
export async function sweepAbandonedAttachments(deps: Pick<ModuleDeps, 'db' | 'config' | 'clock'>): Promise<void> {
  const files = fileStoreFor(deps.config);
  const before = new Date(deps.clock().getTime() - ABANDONED_ATTACHMENT_MS);
  let removed: number;
  do {
    removed = await withTransaction(deps.db, async (tx) => {
      const repo = messageAttachmentsRepository(tx);
      const rows = await repo.lockAbandoned(before, SWEEP_BATCH);
      for (const row of rows) await files.remove(row.fileKey);
      await repo.removeDrafts(rows.map((row) => row.id));
      return rows.length;
    });
  } while (removed === SWEEP_BATCH);
}
