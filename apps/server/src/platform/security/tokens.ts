import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable URL-safe secret (256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** A six-digit code for typing in from an email. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Secrets are stored only as their SHA-256, so a database leak does not leak live links or sessions. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
