import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const randomChars = (length: number) =>
  [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');

/** A Stripe-shaped id: `pi_`, `pm_`, `cus_`, `seti_`, `sub_`, `in_`, `ch_`, `re_`, `tok_`, `evt_` and 24 characters. */
export const stripeId = (prefix: string) => `${prefix}_${randomChars(24)}`;

/** What the card collector is handed to confirm or authenticate an intent in the browser. */
export const clientSecretFor = (intentId: string) => `${intentId}_secret_${randomChars(25)}`;

/** The same for every payment method made from one card number; reveals nothing of it. */
export const cardFingerprint = (number: string) =>
  createHash('sha256').update(`clubroom-sandbox:${number}`).digest('base64url').slice(0, 16);
