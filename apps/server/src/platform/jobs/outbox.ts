import type { Tx } from '../db/transaction.js';
import type { SmsMessage } from '../sms/sms-sender.js';
import type { JobName, JobPayloads } from './job-catalogue.js';
import type { EnqueueOptions, Jobs } from './jobs.js';

/**
 * The side effects a use case asks for inside its transaction. Each becomes a job of that
 * transaction, so it happens only if the change commits, after the request has answered, and is
 * retried if it fails; a crash between the commit and the send loses nothing.
 */
export interface Outbox {
  email(message: JobPayloads['send-email']): Promise<void>;
  /** An SMS (to an E.164 mobile), through the configured SMS sender. */
  sms(message: SmsMessage): Promise<void>;
  /** Any other job of the catalogue (`startAfter`: not before then, e.g. a hold's expiry). */
  job<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void>;
}

export const outboxOn = (jobs: Jobs, tx: Tx): Outbox => ({
  async email(message) {
    await jobs.enqueue(tx, 'send-email', message);
  },
  async sms(message) {
    await jobs.enqueue(tx, 'send-sms', message);
  },
  async job(name, payload, options) {
    await jobs.enqueue(tx, name, payload, options);
  },
});
