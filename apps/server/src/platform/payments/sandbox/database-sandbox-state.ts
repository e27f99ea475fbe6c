import type { Db } from '../../../db/client.js';
import { sandboxRecordsRepository } from './sandbox-records.repository.js';
import { inMemorySandboxState, type SandboxState } from './sandbox-state.js';

/**
 * The sandbox's state kept in the app's database: loaded once at start, and every call's changes
 * written before it answers. One process at a time: a second process would not see the first's
 * changes until it restarts (docs/payments.md).
 */
export async function databaseSandboxState(db: Db): Promise<SandboxState> {
  const records = sandboxRecordsRepository(db);
  return inMemorySandboxState(await records.all(), records.save);
}
