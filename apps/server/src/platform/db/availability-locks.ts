import { sql } from 'drizzle-orm';
import { AppError } from '../errors.js';
import { sqlStateOf } from './sql-state.js';
import type { Tx } from './transaction.js';

/**
 * What a booking transaction locks before it re-checks availability: one run, one day of a camp,
 * a discount code (its uses are limited as places are), or a family's credit (spent once, by parent user id). Each kind is a namespace of PostgreSQL's two-int4 advisory lock space, so ids of
 * different kinds never share a lock. Any other two-key advisory lock the app takes must pick a
 * namespace not listed here (the one-bigint space, used for migrations and sign-up addresses, is
 * separate).
 */
const namespaces = { run: 1, 'camp-day': 2, 'discount-code': 3, 'family-credit': 4 } as const;

export type AvailabilityKey = { kind: keyof typeof namespaces; id: number };

/** How long a transaction waits for a lock before answering BUSY (see docs/locking.md). */
export const DEFAULT_LOCK_TIMEOUT_MS = 5_000;
const LOCK_NOT_AVAILABLE = '55P03';
const MAX_INT4 = 2 ** 31 - 1;

/** The distinct keys as [namespace, id] pairs, in one global order shared by every transaction. */
function sortedPairs(keys: readonly AvailabilityKey[]): [number, number][] {
  const pairs = new Map<string, [number, number]>();
  for (const { kind, id } of keys) {
    if (!Number.isInteger(id) || id < 0 || id > MAX_INT4) throw new Error(`cannot lock ${kind} ${id}: not an int4 id`);
    pairs.set(`${kind}:${id}`, [namespaces[kind], id]);
  }
  return [...pairs.values()].sort(([n1, id1], [n2, id2]) => n1 - n2 || id1 - id2);
}

/**
 * Takes a transaction-scoped advisory lock on every key, in sorted order so two transactions
 * never wait for each other, waiting at most `timeoutMs` for each; the locks are released when
 * the transaction ends. Call it once per transaction, after reading what to book and before
 * re-checking availability. A lock not granted in time throws AppError BUSY (503): the client
 * may retry.
 */
export async function lockAvailability(
  tx: Tx,
  keys: readonly AvailabilityKey[],
  { timeoutMs = DEFAULT_LOCK_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<void> {
  const pairs = sortedPairs(keys);
  if (pairs.length === 0) return;
  // SET LOCAL lock_timeout for these locks only, in the one statement that takes them. The inner
  // select (kept a subquery by OFFSET 0) reads the previous value, shortens it and takes the locks:
  // PostgreSQL evaluates a select list left to right, so in that order, the locks in the order
  // given. The outer select then puts the previous value back.
  const locks = pairs.map(([namespace, id]) => sql`pg_advisory_xact_lock(${namespace}::int4, ${id}::int4)`);
  try {
    await tx.execute(sql`SELECT set_config('lock_timeout', previous, true) FROM (
      SELECT current_setting('lock_timeout') AS previous, set_config('lock_timeout', ${`${timeoutMs}ms`}, true),
      ${sql.join(locks, sql`, `)} OFFSET 0) locked`);
  } catch (err) {
    if (sqlStateOf(err) !== LOCK_NOT_AVAILABLE) throw err;
    throw new AppError('BUSY', undefined, undefined, { 'retry-after': '1' });
  }
}
