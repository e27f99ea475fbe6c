export interface SmsMessage {
  /** E.164 ('+447700900123'). */
  to: string;
  body: string;
}

/** What the provider answered: its id for the message, which its delivery receipts name. */
export interface SmsSent {
  providerId: string;
}

/**
 * A send the provider refused for good (an invalid or opted-out number, a sender it will not use): trying again
 * changes nothing, so the message is marked failed at once. Any other error may pass and is tried again.
 */
export class SmsRefusedError extends Error {
  constructor(
    message: string,
    /** The provider's error code (Twilio's 21610: the number replied STOP). */
    readonly code: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SmsRefusedError';
  }
}

/**
 * Sends SMS: Twilio's adapter when configured (`twilio/twilio-sms.ts`); without it, outside production, the dev SMS
 * outbox keeps each message. In production without a provider nothing can be sent: `available` is false and the
 * composer refuses SMS.
 */
export interface SmsSender {
  readonly available: boolean;
  send(message: SmsMessage): Promise<SmsSent>;
}
