import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { devSmsOutboxRepository } from './dev-sms-outbox.repository.js';
import type { SmsSender } from './sms-sender.js';

/** Whether the server keeps SMS in the dev outbox and serves it: never in production. */
export const servesDevSmsOutbox = (config: Pick<Config, 'NODE_ENV'>): boolean => config.NODE_ENV !== 'production';

/** No provider is configured yet: production has no SMS; anywhere else the dev SMS outbox keeps each one. */
export function configuredSms(config: Pick<Config, 'NODE_ENV'>, db: Db): SmsSender {
  if (!servesDevSmsOutbox(config)) {
    return {
      available: false,
      send: async () => {
        throw new Error('No SMS provider is configured');
      },
    };
  }
  const outbox = devSmsOutboxRepository(db);
  return { available: true, send: (message) => outbox.insert(message) };
}
