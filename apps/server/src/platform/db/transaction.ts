import type { Db } from '../../db/client.js';

/**
 * An open transaction: usable wherever a `Db` is (`usersRepository(tx)`), and the only thing
 * helpers that need one accept (`lockAvailability(tx, …)`, `jobs.enqueue(tx, …)`).
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The unit of work of a use case that writes more than once: every write made through `tx`
 * commits together when `work` resolves, and none is kept if it throws (the error is rethrown).
 * Called with a `tx`, it opens a savepoint inside that transaction instead.
 *
 * Keep it short and never wait on the network inside it (see docs/locking.md): on the embedded
 * database every other statement waits while it is open.
 */
export function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
