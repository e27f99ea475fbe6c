import type { Me, SignUpBody } from '@clubroom/domain/api';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { memberships, users } from '../db/schema/index.js';
import { sessionCookieName } from '../platform/security/sessions.js';
import type { CapturedMail } from './smtp-capture.js';
import { cookieHeader, freshIp, type TestApp } from './test-app.js';
import { testPasswordHash } from './test-passwords.js';

export const DEMO = {
  organiser: 'organiser@example.com',
  coach: 'coach@example.com',
  parent: 'parent@example.com',
  support: 'support@example.com',
  platformManager: 'platform@example.com',
  riversideOrganiser: 'riverside-organiser@example.com',
} as const;

/** A valid parent sign-up; tests override one field at a time. */
export const signUpBody = (email: string, overrides: Partial<SignUpBody> = {}): SignUpBody => ({
  firstName: 'Nia',
  lastName: 'Newparent',
  email,
  mobile: '07700 900456',
  password: 'correct horse battery',
  acceptTerms: true,
  ...overrides,
});

/** The six-digit code of a verification email (it is in the subject and the text). */
export function codeFrom(mail: CapturedMail | undefined): string {
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in ${JSON.stringify(mail)}`);
  return code;
}

/** The one link of a magic-link or reset email. */
export function linkFrom(mail: CapturedMail | undefined): URL {
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no link in ${JSON.stringify(mail)}`);
  return new URL(link);
}

/** The path and query of a URL, to request it through inject. */
export const pathOf = (url: URL) => url.pathname + url.search;

/**
 * What a browser does with an emailed sign-in link: opening it leads to /login/link (using
 * nothing), whose form posts the token back, which signs in and redirects. Answers the last step.
 */
export async function followMagicLink(t: TestApp, link: URL, club = 'demo'): Promise<LightMyRequestResponse> {
  const opened = await t.request({ club, url: pathOf(link) });
  const location = opened.headers.location as string | undefined;
  if (!location?.startsWith('/login/link?')) return opened;
  const page = new URLSearchParams(location.slice('/login/link?'.length));
  return t.request({
    club,
    method: 'POST',
    url: '/api/magic-link-login',
    body: Object.fromEntries(page),
    ip: freshIp(),
  });
}

/** GET /api/auth/me as the person a cookie names (or nobody). */
export async function whoAmI(t: TestApp, cookie: string | undefined, club: string | null = 'demo'): Promise<Me> {
  const res = await t.request({ club, url: '/api/auth/me', cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The session cookie a response set (its production name, with the `__Host-` prefix, included). */
export function sessionCookie(res: LightMyRequestResponse) {
  const names = [sessionCookieName(false), sessionCookieName(true)];
  const cookie = res.cookies.find((c) => names.includes(c.name));
  if (!cookie) throw new Error(`no ${names.join(' or ')} cookie in ${JSON.stringify(res.headers['set-cookie'])}`);
  return cookie;
}

/**
 * Adds a person straight to the database (for roles no demo login has), with the demo password
 * and a verified email. Memberships name clubs by subdomain.
 */
export async function createPerson(
  t: TestApp,
  person: {
    email: string;
    firstName?: string;
    isSupport?: boolean;
    isPlatformManager?: boolean;
    memberships?: { club: string; role: string; financialAccess?: boolean; status?: string }[];
  },
): Promise<{ userId: number; membershipIds: number[] }> {
  const [user] = await t.db
    .insert(users)
    .values({
      email: person.email,
      firstName: person.firstName ?? 'Test',
      lastName: 'Person',
      passwordHash: await testPasswordHash,
      emailVerifiedAt: t.clock.now(),
      isSupport: person.isSupport ?? false,
      isPlatformManager: person.isPlatformManager ?? false,
    })
    .returning({ id: users.id });
  const membershipIds: number[] = [];
  for (const m of person.memberships ?? []) {
    const [row] = await t.db
      .insert(memberships)
      .values({
        clubId: sql`(select id from clubs where subdomain = ${m.club})`,
        userId: user.id,
        role: m.role,
        financialAccess: m.financialAccess ?? false,
        status: m.status ?? 'active',
      })
      .returning({ id: memberships.id });
    membershipIds.push(row.id);
  }
  return { userId: user.id, membershipIds };
}

/** One row of a query, for reading what a request wrote. */
export async function queryOne<T>(t: Pick<TestApp, 'db'>, query: ReturnType<typeof sql>): Promise<T> {
  const result = await t.db.execute(query);
  return (result as unknown as { rows: T[] }).rows[0];
}

export async function queryAll<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export const userIdOf = async (t: TestApp, email: string) =>
  (await queryOne<{ id: number }>(t, sql`select id from users where email = ${email}`)).id;

/** The demo support person's session switched into someone (switch user), as the Cookie header to send. */
export async function switchedInto(t: TestApp, email: string, club = 'demo'): Promise<string> {
  const support = await t.signIn(club, DEMO.support);
  const res = await t.request({
    club,
    url: `/?_switch_user=${encodeURIComponent(email)}`,
    cookie: support,
    headers: { 'sec-fetch-site': 'none' }, // typed into the address bar, as support does
  });
  if (res.statusCode !== 303 || res.headers.location !== '/')
    throw new Error(`switch into ${email} failed: ${res.body}`);
  return cookieHeader(res);
}
