import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../platform/security/tokens.js';

/**
 * Each sign-up attempt gets a random secret, kept in this cookie by the browser that signed up;
 * its verification codes store only the secret's SHA-256. A code matches only when entered with
 * its attempt's cookie, so another person's sign-up with the same address can neither use nor
 * overwrite it.
 */
export const SIGN_UP_ATTEMPT_COOKIE = 'clubroom_signup';
/** Sent only to the sign-up routes (sign up, verify, resend). */
const COOKIE_PATH = '/api/v4/public/signup';
export const SIGN_UP_ATTEMPT_LIFETIME_MS = 60 * 60_000;

/** A new attempt: its secret (for the cookie) and the hash stored with its codes. */
export function newSignUpAttempt(): { secret: string; attemptHash: string } {
  const secret = randomToken();
  return { secret, attemptHash: sha256(secret) };
}

export function setSignUpAttemptCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  reply.setCookie(SIGN_UP_ATTEMPT_COOKIE, secret, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SIGN_UP_ATTEMPT_LIFETIME_MS / 1000,
  });
}

export function clearSignUpAttemptCookie(reply: FastifyReply): void {
  reply.clearCookie(SIGN_UP_ATTEMPT_COOKIE, { path: COOKIE_PATH });
}

/** The hash of the attempt the request's cookie names, or null without a plausible cookie. */
export function signUpAttemptHash(request: FastifyRequest): string | null {
  const secret = request.cookies[SIGN_UP_ATTEMPT_COOKIE];
  return secret && secret.length <= 100 ? sha256(secret) : null;
}
