import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the email provider's relay signs each event in: `sha256=` and the HMAC's hex. */
export const EMAIL_EVENTS_SIGNATURE_HEADER = 'x-clubroom-signature';

/** The signature of a body exactly as sent: `sha256=` and the hex HMAC-SHA256 of its bytes under the secret. */
export const signEmailEvent = (secret: string, body: Buffer | string): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Whether the header is the body's signature under the secret (compared in constant time). */
export function emailEventSignatureValid(secret: string, header: string | string[] | undefined, body: Buffer): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signEmailEvent(secret, body), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
