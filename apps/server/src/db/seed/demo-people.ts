import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../platform/security/passwords.js';
import type { Db } from '../client.js';
import { children, clubChildren, clubs, memberships, runCoaches, runs, users } from '../schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo logins (printed by `npm start`, listed in the README). Demo data only: never seeded with SEED_DEMO=false. */
export const DEMO_PASSWORD = 'clubroom-demo-2026';
export const DEMO_LOGINS = [
  {
    email: 'organiser@example.com',
    firstName: 'Olivia',
    lastName: 'Organiser',
    what: 'organiser of demo (with financial access)',
  },
  {
    email: 'coach@example.com',
    firstName: 'Callum',
    lastName: 'Coach',
    what: 'coach at demo, takes the football runs',
  },
  { email: 'parent@example.com', firstName: 'Priya', lastName: 'Parent', what: 'parent at demo with two children' },
  {
    email: 'parent2@example.com',
    firstName: 'Pat',
    lastName: 'Second',
    what: 'another parent at demo with one child (a second family, for waiting lists)',
  },
  { email: 'support@example.com', firstName: 'Sam', lastName: 'Support', what: 'platform support (switch user)' },
  { email: 'riverside-organiser@example.com', firstName: 'Rory', lastName: 'Rivers', what: 'organiser of riverside' },
  {
    email: 'platform@example.com',
    firstName: 'Pia',
    lastName: 'Platform',
    what: 'platform manager (the console, /manage)',
  },
  {
    email: 'franchise@example.com',
    firstName: 'Fran',
    lastName: 'Chise',
    what: 'franchise manager of the Demo Franchise (demo and riverside): /franchise',
  },
] as const;

export async function seedDemoPeople(tx: Tx, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await tx
    .insert(users)
    .values(
      DEMO_LOGINS.map((l) => ({
        email: l.email,
        firstName: l.firstName,
        lastName: l.lastName,
        passwordHash,
        emailVerifiedAt: now,
        isSupport: l.email.startsWith('support@'),
        isPlatformManager: l.email.startsWith('platform@'),
        mobile: '07700900123',
      })),
    )
    .returning({ id: users.id, email: users.email });
  const id = (email: string) => inserted.find((u) => u.email === email)!.id;
  const clubRows = await tx
    .select({ id: clubs.id, subdomain: clubs.subdomain })
    .from(clubs)
    .where(inArray(clubs.subdomain, ['demo', 'riverside']));
  const club = (sub: string) => clubRows.find((c) => c.subdomain === sub)!.id;

  await tx.insert(memberships).values([
    { clubId: club('demo'), userId: id('organiser@example.com'), role: 'organiser', financialAccess: true },
    { clubId: club('demo'), userId: id('coach@example.com'), role: 'coach' },
    { clubId: club('demo'), userId: id('parent@example.com'), role: 'parent' },
    { clubId: club('demo'), userId: id('parent2@example.com'), role: 'parent' },
    {
      clubId: club('riverside'),
      userId: id('riverside-organiser@example.com'),
      role: 'organiser',
      financialAccess: true,
    },
  ]);
  const demoChildren = await tx
    .insert(children)
    .values([
      { parentUserId: id('parent@example.com'), firstName: 'Arjun', lastName: 'Parent', dateOfBirth: '2019-05-14' },
      { parentUserId: id('parent@example.com'), firstName: 'Maya', lastName: 'Parent', dateOfBirth: '2022-09-02' },
    ])
    .returning({ id: children.id });
  await tx.insert(clubChildren).values(demoChildren.map((child) => ({ clubId: club('demo'), childId: child.id })));
  // The second family's child joins the club's children with a first booking.
  await tx.insert(children).values({
    parentUserId: id('parent2@example.com'),
    firstName: 'Zoe',
    lastName: 'Second',
    dateOfBirth: '2020-02-10',
  });
  const footballRuns = await tx
    .select({ id: runs.id })
    .from(runs)
    .where(and(eq(runs.clubId, club('demo')), inArray(runs.className, ['Football Academy', 'Junior Football'])));
  if (footballRuns.length > 0) {
    await tx
      .insert(runCoaches)
      .values(footballRuns.map((r) => ({ clubId: club('demo'), runId: r.id, userId: id('coach@example.com') })));
  }
}
