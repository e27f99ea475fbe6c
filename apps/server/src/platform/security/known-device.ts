import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hostOnlyCookieName, secureCookie } from './cookie-policy.js';

export const KNOWN_DEVICE_COOKIE = 'clubroom_device';
/** How many accounts one device remembers (a family's shared laptop), the latest first. */
const MAX_ACCOUNTS = 5;
/** Set again on every sign-in, so a device in use stays known. */
const LIFETIME_SECONDS = 365 * 86_400;
/** Longer than any cookie we write: anything longer is not ours. */
const MAX_COOKIE_LENGTH = 300;

/** A device that accounts signed in on before, as its signed cookie proves. */
export interface KnownDevice {
  /** Random, one per device: attempts from it are counted under it, not under its address. */
  id: string;
  /** Whether the account with this email signed in on this device. */
  knows(email: string): boolean;
}

export interface KnownDevices {
  /** The device the request's cookie proves, or null (no cookie, or one this server did not sign). */
  of(request: FastifyRequest): KnownDevice | null;
  /** After a sign-in: the device knows this account too (a device without a good cookie gets a new id). */
  remember(request: FastifyRequest, reply: FastifyReply, email: string): void;
}

const safeEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The "known device" cookie: `<device id>.<account tags>.<signature>`, HttpOnly. An account's tag is
 * a keyed hash of its email (the cookie does not say whose it is); the signature (HMAC-SHA-256)
 * binds the tags to the device id, so no one can write a cookie that knows an account it never
 * signed in as. The key is derived from `secret` (BOT_CHECK_SECRET) under a label of its own.
 * In production it is `__Host-clubroom_device` and always Secure, as the session cookie is.
 */
export function knownDevices(secret: string, production: boolean): KnownDevices {
  const cookieName = hostOnlyCookieName(KNOWN_DEVICE_COOKIE, production);
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'clubroom known-device cookie', 32));
  const mac = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  const tagOf = (email: string) => mac(`account:${email.toLowerCase()}`).slice(0, 22);

  function read(request: FastifyRequest): { id: string; tags: string[] } | null {
    const value = request.cookies[cookieName];
    if (!value || value.length > MAX_COOKIE_LENGTH) return null;
    const [id, tags, signature, ...rest] = value.split('.');
    if (!id || !tags || !signature || rest.length > 0) return null;
    return safeEqual(signature, mac(`${id}.${tags}`)) ? { id, tags: tags.split('~') } : null;
  }

  return {
    of(request) {
      const device = read(request);
      return device && { id: device.id, knows: (email) => device.tags.includes(tagOf(email)) };
    },
    remember(request, reply, email) {
      const device = read(request) ?? { id: randomBytes(16).toString('base64url'), tags: [] };
      const tag = tagOf(email);
      const tags = [tag, ...device.tags.filter((t) => t !== tag)].slice(0, MAX_ACCOUNTS).join('~');
      reply.setCookie(cookieName, `${device.id}.${tags}.${mac(`${device.id}.${tags}`)}`, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie(request, production),
        maxAge: LIFETIME_SECONDS,
      });
    },
  };
}
