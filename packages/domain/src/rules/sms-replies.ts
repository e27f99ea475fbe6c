/**
 * What a reply to the platform's SMS sender asks for (the carriers' and Twilio's standard keywords, the whole reply
 * trimmed, any case): `stop` opts the number out of every SMS, `start` opts it back in; anything else is nothing.
 */
export const SMS_STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const SMS_START_WORDS = ['START', 'UNSTOP', 'YES'] as const;

export type SmsReplyKeyword = 'stop' | 'start';

export function smsReplyKeyword(body: string): SmsReplyKeyword | null {
  const word = body.trim().toUpperCase();
  if ((SMS_STOP_WORDS as readonly string[]).includes(word)) return 'stop';
  if ((SMS_START_WORDS as readonly string[]).includes(word)) return 'start';
  return null;
}
