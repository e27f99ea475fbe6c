import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ProviderEvent } from './provider-objects.js';

/** The header a webhook's signature travels in. */
export const SIGNATURE_HEADER = 'stripe-signature';

/** How old (or how far ahead) a signed timestamp may be, in seconds: Stripe's default. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A delivery whose signature is good but whose body is not an event we can read: refused (400), nothing stored. */
export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}

/** A provider's id or name: printable ASCII without spaces, at most 255 characters (Stripe's are far shorter). */
const providerText = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII');

/** What the app reads of an event; the rest passes through unread. */
const eventShape = z.looseObject({
  id: providerText,
  type: providerText,
  account: providerText.nullish(),
  data: z.looseObject({
    object: z.looseObject({
      id: providerText.optional(),
      object: providerText,
      subscription: providerText.nullish(),
    }),
  }),
});

/** How deep a delivery's JSON may nest: Stripe's events nest a few levels; a deeper one is not an event. */
const MAX_NESTING = 64;

/** How deep the JSON text nests (brackets outside strings), read without parsing. */
function nestingOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === '}' || c === ']') depth--;
  }
  return deepest;
}

/** The trusted payload as an event; WebhookPayloadError when it is not JSON, or not shaped as one. */
function eventOf(payload: string): ProviderEvent {
  if (nestingOf(payload) > MAX_NESTING) throw new WebhookPayloadError(`The payload nests deeper than ${MAX_NESTING}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    throw new WebhookPayloadError('The payload is not JSON');
  }
  const event = eventShape.safeParse(parsed);
  if (!event.success) {
    const [issue] = event.error.issues;
    throw new WebhookPayloadError(`The payload is not an event: ${issue.path.join('.') || 'body'} ${issue.message}`);
  }
  return event.data as unknown as ProviderEvent;
}

const hmac = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

/** The `Stripe-Signature` header for a payload: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't') timestamp = /^\d+$/.test(value ?? '') ? Number(value) : Number.NaN;
    if (key === 'v1' && value) signatures.push(value);
  }
  return { timestamp, signatures };
}

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

export interface VerifyWebhookInput {
  /** The request body exactly as received: a re-serialised body no longer matches its signature. */
  payload: string | Buffer;
  header: string | undefined;
  secret: string;
  now: Date;
  toleranceSeconds?: number;
}

/**
 * The event of a webhook whose signature is good (any of its `v1` signatures, so a secret can be rolled) and
 * whose timestamp is within the tolerance of now (a replayed old delivery is refused); otherwise throws
 * WebhookSignatureError. Parses the payload only once it is trusted, and reads it only if it is shaped as an
 * event (WebhookPayloadError otherwise: bad JSON, no id, an id too long or with control characters).
 */
export function verifyWebhook(input: VerifyWebhookInput): ProviderEvent {
  const payload = typeof input.payload === 'string' ? input.payload : input.payload.toString('utf8');
  if (!input.header) throw new WebhookSignatureError('No Stripe-Signature header');
  const { timestamp, signatures } = parseHeader(input.header);
  if (!Number.isSafeInteger(timestamp)) throw new WebhookSignatureError('No timestamp in the Stripe-Signature header');
  if (signatures.length === 0) throw new WebhookSignatureError('No v1 signature in the Stripe-Signature header');
  const expected = hmac(input.secret, timestamp, payload);
  if (!signatures.some((signature) => sameHex(signature, expected))) {
    throw new WebhookSignatureError('No signature matches the payload under the endpoint secret');
  }
  const age = Math.floor(input.now.getTime() / 1000) - timestamp;
  if (Math.abs(age) > (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) {
    throw new WebhookSignatureError('The signature timestamp is outside the tolerance');
  }
  return eventOf(payload);
}
