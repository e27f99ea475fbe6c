import type { DevMailboxRepository } from './dev-mailbox.repository.js';
import type { Mailer } from './mailer.js';

/** Outside production with no SMTP_URL: keeps each message, readable at /dev/mailbox. */
export function devMailboxMailer(repo: DevMailboxRepository): Mailer {
  return { send: (message) => repo.insert({ ...message, to: message.to.toLowerCase() }) };
}
