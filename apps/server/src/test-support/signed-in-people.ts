import { sql } from 'drizzle-orm';
import { createPerson, DEMO, queryOne } from './accounts.js';
import { createChildren } from './booking-fixtures.js';
import type { TestApp } from './test-app.js';

/** The Cookie headers of demo's organiser, coach and parent, and riverside's organiser (for foreign-club probes). */
export type DemoCookies = Record<'organiser' | 'coach' | 'parent' | 'riverside', string>;

/** Signs in the people most staff-route tests act as: demo's organiser, coach and parent, and riverside's organiser. */
export async function signInDemoPeople(t: TestApp): Promise<DemoCookies> {
  return {
    organiser: await t.signIn('demo', DEMO.organiser),
    coach: await t.signIn('demo', DEMO.coach),
    parent: await t.signIn('demo', DEMO.parent),
    riverside: await t.signIn('riverside', DEMO.riversideOrganiser),
  };
}

/** A new organiser of demo's without financial access, signed in: their Cookie header. */
export async function signInOrganiserWithoutFinance(t: TestApp, email = 'no-finance@example.com'): Promise<string> {
  await createPerson(t, { email, memberships: [{ club: 'demo', role: 'organiser', financialAccess: false }] });
  return t.signIn('demo', email);
}

/** A seeded child's id by first name (the demo's children have distinct ones). */
export const childIdNamed = async (t: Pick<TestApp, 'db'>, firstName: string): Promise<number> =>
  (await queryOne<{ id: number }>(t, sql`select id from children where first_name = ${firstName}`)).id;

/** A new parent of demo's with `children` children, signed in: their Cookie header and the children's ids. */
export async function signInNewParent(
  t: TestApp,
  email: string,
  children = 1,
): Promise<{ cookie: string; kids: number[] }> {
  await createPerson(t, { email, memberships: [{ club: 'demo', role: 'parent' }] });
  const kids = await createChildren(t, email, children);
  return { cookie: await t.signIn('demo', email), kids };
}
