import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { devSmsOutboxRepository } from './dev-sms-outbox.repository.js';
import type { SmsSender } from './sms-sender.js';
import { SMS_STATUS_PATH } from './twilio/twilio-webhook.js';

type SmsConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'publicUrl'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_MESSAGING_SERVICE_SID'
  | 'TWILIO_API_URL'
>;

/** Whether the server keeps SMS in the dev outbox and serves it: never in production, never with a provider. */
export const servesDevSmsOutbox = (config: Pick<Config, 'NODE_ENV' | 'TWILIO_ACCOUNT_SID'>): boolean =>
  config.NODE_ENV !== 'production' && !config.TWILIO_ACCOUNT_SID;

/**
 * Twilio when its account is configured (TWILIO_ACCOUNT_SID…); otherwise production has no SMS, and anywhere else
 * the dev SMS outbox keeps each one.
 */
export function configuredSms(config: SmsConfig, db: Db): SmsSender {
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN) {
    const settings = {
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN,
      messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
      from: config.TWILIO_FROM,
      statusCallback: new URL(SMS_STATUS_PATH, config.publicUrl).toString(),
      apiUrl: config.TWILIO_API_URL,
    };
    // The SDK is loaded with the first message, not at every start of the server (a tenth of a second's CPU).
    let twilio: Promise<SmsSender> | undefined;
    return {
      available: true,
      send: async (message) => {
        twilio ??= import('./twilio/twilio-sms.js').then(({ twilioSms }) => twilioSms(settings));
        return (await twilio).send(message);
      },
    };
  }
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
