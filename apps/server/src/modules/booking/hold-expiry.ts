import type { Outbox } from '../../platform/jobs/outbox.js';

const SLOT_MS = 60_000;

/**
 * Queues the `expire-holds` run for holds expiring at `expiresAt`: one run per club for every minute in
 * which holds expire, at that minute's end, so a rush of holds queues one job a minute rather than one
 * a hold. Expired holds count for nothing from their expiry on; only tidying and offering the freed
 * places to waiting lists wait for the run (under a minute).
 */
export function queueHoldExpiry(outbox: Outbox, clubId: number, expiresAt: Date): Promise<void> {
  const slotEnd = new Date(Math.ceil(expiresAt.getTime() / SLOT_MS) * SLOT_MS);
  return outbox.job(
    'expire-holds',
    { clubId },
    { startAfter: slotEnd, singletonKey: `${clubId}@${slotEnd.toISOString()}` },
  );
}
