import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostOnlyCookieName, secureCookie } from './cookie-policy.js';
import { randomToken, sha256 } from './tokens.js';
import type { SessionsRepository } from './sessions.repository.js';

/** The session cookie's name outside production. */
export const SESSION_COOKIE = 'clubroom_session';

/** `__Host-clubroom_session` in production (cookie-policy.ts). */
export const sessionCookieName = (production: boolean): string => hostOnlyCookieName(SESSION_COOKIE, production);

declare module 'fastify' {
  interface FastifyInstance {
    /** How this server names and secures its session cookie (`registerSessionCookie`). */
    sessionCookie: { name: string; alwaysSecure: boolean };
  }
}

/** Production names and secures the session cookie as above; read by everything here through `request.server`. */
export function registerSessionCookie(app: FastifyInstance, production: boolean): void {
  app.decorate('sessionCookie', { name: sessionCookieName(production), alwaysSecure: production });
}

/** The session token the request's cookie carries, if any. */
export const sessionTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[request.server.sessionCookie.name];

function cookieSecurity(request: FastifyRequest) {
  const { name, alwaysSecure } = request.server.sessionCookie;
  return { name, path: '/', secure: secureCookie(request, alwaysSecure) };
}

/** Without 'Stay signed in': 2 hours idle, 12 hours at most. With it: a week. */
const LIFETIMES = {
  short: { idleSeconds: 2 * 3600, absoluteSeconds: 12 * 3600 },
  week: { idleSeconds: 7 * 86_400, absoluteSeconds: 7 * 86_400 },
} as const;

export interface StartSessionOptions {
  userId: number;
  staySignedIn: boolean;
  impersonatorUserId?: number | null;
}

/**
 * Starts a new server-side session and sets its cookie, ending the request's current session
 * first, so every sign-in and privilege change gets a fresh id (no session fixation).
 */
export async function startSession(
  repo: SessionsRepository,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
  opts: StartSessionOptions,
): Promise<string> {
  await endSession(repo, request, reply);
  const token = randomToken();
  const life = opts.staySignedIn ? LIFETIMES.week : LIFETIMES.short;
  const expiresAt = new Date(now.getTime() + life.absoluteSeconds * 1000);
  const id = sha256(token);
  await repo.insert({
    id,
    userId: opts.userId,
    impersonatorUserId: opts.impersonatorUserId ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    idleTimeoutSeconds: life.idleSeconds,
    ip: request.ip?.slice(0, 64) ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  });
  const { name, ...security } = cookieSecurity(request);
  reply.setCookie(name, token, {
    ...security,
    httpOnly: true,
    sameSite: 'lax',
    // A session cookie unless 'Stay signed in' was ticked. Max-Age (which browsers prefer to Expires) counts from
    // the browser's own clock, so a browser whose clock disagrees with the server's keeps the cookie its week.
    ...(opts.staySignedIn ? { expires: expiresAt, maxAge: life.absoluteSeconds } : {}),
  });
  return id;
}

/** Deletes the request's session (if any) and clears the cookie. */
export async function endSession(
  repo: SessionsRepository,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = sessionTokenOf(request);
  if (token) await repo.delete(sha256(token));
  // Cleared with the attributes it was set with: a browser ignores a `__Host-` cookie that is not Secure.
  const { name, ...security } = cookieSecurity(request);
  reply.clearCookie(name, security);
}

/** The session row a cookie names, if it exists and has not expired (idle or absolute). */
export async function findLiveSession(repo: SessionsRepository, token: string | undefined, now: Date) {
  if (!token || token.length > 100) return null;
  const session = await repo.find(sha256(token));
  if (!session) return null;
  const idleDeadline = session.lastSeenAt.getTime() + session.idleTimeoutSeconds * 1000;
  if (session.expiresAt <= now || idleDeadline <= now.getTime()) {
    await repo.delete(session.id);
    return null;
  }
  // Write last-seen at most once a minute: a busy page must not write on every request.
  if (now.getTime() - session.lastSeenAt.getTime() > 60_000) await repo.touch(session.id, now);
  return session;
}
