import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { devMailboxMailer } from './dev-mailbox-mailer.js';
import { devMailboxRepository } from './dev-mailbox.repository.js';
import type { Mailer } from './mailer.js';
import { smtpMailer } from './smtp-mailer.js';

/**
 * SMTP when SMTP_URL is set (DKIM-signed when configured); otherwise the dev mailbox (readable at /dev/mailbox
 * outside production).
 */
export function configuredMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dkim'>, db: Db): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM, config.dkim)
    : devMailboxMailer(devMailboxRepository(db));
}
