export interface SmsMessage {
  /** E.164 ('+447700900123'). */
  to: string;
  body: string;
}

/**
 * Sends SMS. A real provider's adapter plugs in here (docs/messaging.md); without one, outside production, the dev
 * SMS outbox keeps each message. In production without a provider nothing can be sent: `available` is false and
 * the composer refuses SMS.
 */
export interface SmsSender {
  readonly available: boolean;
  send(message: SmsMessage): Promise<void>;
}
