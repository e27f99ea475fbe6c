import type { Tx } from '../db/transaction.js';
import type { MailMessage } from '../mail/mailer.js';
import type { Jobs } from './jobs.js';

/**
 * The side effects a use case asks for inside its transaction. Each becomes a job of that
 * transaction, so it happens only if the change commits, after the request has answered, and is
 * retried if it fails; a crash between the commit and the send loses nothing.
 */
export interface Outbox {
  email(message: MailMessage): Promise<void>;
}

export const outboxOn = (jobs: Jobs, tx: Tx): Outbox => ({
  async email(message) {
    await jobs.enqueue(tx, 'send-email', message);
  },
});
