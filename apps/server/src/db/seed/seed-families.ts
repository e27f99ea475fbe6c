import type { Db } from '../client.js';
import { bookings, children, clubChildren, memberships, photoPermissions, users } from '../schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SLICE = 1000;

/** Places a seeded run starts with: `count` children whose age fits the run on its first day. */
export interface SeededPlaces {
  runId: number;
  count: number;
  ageFromMonths: number;
  ageToMonths: number;
  /** The run's first day, YYYY-MM-DD: the children's ages are judged on it, and the places bought before it. */
  firstDay: string;
}

// Names no test looks a child up by (tests find 'Arjun', 'Maya', 'Zoe'… by first name).
const CHILD_NAMES = ['Olivia', 'Noah', 'Amelia', 'Leo', 'Isla', 'Oscar', 'Ava', 'Theo', 'Freya', 'Jack', 'Ivy'];
const MORE_CHILD_NAMES = ['Alfie', 'Florence', 'Henry', 'Willow', 'Finley', 'Rosie', 'Archie', 'Poppy', 'Jude'];
const PARENT_NAMES = ['Sarah', 'James', 'Emma', 'Tom', 'Laura', 'Dan', 'Sophie', 'Chris', 'Hannah', 'Ben', 'Rachel'];
const SURNAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Davies', 'Patel', 'Robinson', 'Wright', 'Khan'];
const FIRST_NAMES = [...CHILD_NAMES, ...MORE_CHILD_NAMES];

/** A date of birth making a child `months` old (and a few days) on `day`. */
function bornMonthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 - months, d - 5)).toISOString().slice(0, 10);
}

/** Families' classes (0–0: every age) bring children of 1 to 10; the others' fit their run's ages. */
const FAMILY_AGES = { from: 12, span: 9 * 12 };

/** The age in months of the `n`th seeded child of a run: spread over the ages the run takes. */
function ageInMonths(run: SeededPlaces, n: number): number {
  const everyAge = run.ageFromMonths === 0 && run.ageToMonths === 0;
  const from = everyAge ? FAMILY_AGES.from : run.ageFromMonths;
  const span = everyAge ? FAMILY_AGES.span : Math.max(1, run.ageToMonths - run.ageFromMonths);
  return from + ((n * 5) % span);
}

/**
 * Gives a seeded club's booked places their families: for each place a parent (a club member,
 * no password: they sign in by magic link) and a child of an age the run takes, booked before the
 * run's first day, so the club's registers, contacts and home show real-looking people. Every
 * seventh family said no to photos. Deterministic: the same club seeds the same people.
 */
export async function seedFamilies(
  tx: Tx | Db,
  club: { id: number; subdomain: string },
  runs: SeededPlaces[],
  seededAt: Date,
) {
  const { id: clubId, subdomain } = club;
  const places = runs.flatMap((run) => Array.from({ length: run.count }, (_, i) => ({ run, i })));
  // In slices, so a large club's statements stay within PostgreSQL's 65,535 parameters.
  for (let from = 0; from < places.length; from += SLICE) {
    await seedSlice(tx, clubId, places.slice(from, from + SLICE), from, { subdomain, seededAt });
  }
}

async function seedSlice(
  tx: Tx | Db,
  clubId: number,
  places: { run: SeededPlaces; i: number }[],
  first: number,
  { subdomain, seededAt }: { subdomain: string; seededAt: Date },
) {
  const people = places.map(({ run, i }, index) => {
    const n = first + index;
    const surname = SURNAMES[(n * 7) % SURNAMES.length];
    const parentFirst = PARENT_NAMES[n % PARENT_NAMES.length];
    return {
      parent: {
        email: `${parentFirst}.${surname}.${subdomain}${n + 1}@example.com`.toLowerCase(),
        firstName: parentFirst,
        lastName: surname,
        mobile: `07700 9${String(n).padStart(5, '0')}`,
      },
      child: {
        firstName: FIRST_NAMES[(n + i) % FIRST_NAMES.length],
        lastName: surname,
        dateOfBirth: bornMonthsBefore(run.firstDay, ageInMonths(run, n)),
      },
      run,
      photosAllowed: n % 7 !== 3,
    };
  });
  const parents = await tx
    .insert(users)
    .values(people.map((p) => p.parent))
    .returning({ id: users.id });
  await tx.insert(memberships).values(parents.map((p) => ({ clubId, userId: p.id, role: 'parent' })));
  const kids = await tx
    .insert(children)
    .values(people.map((p, n) => ({ ...p.child, parentUserId: parents[n].id })))
    .returning({ id: children.id });
  await tx.insert(clubChildren).values(kids.map((k) => ({ clubId, childId: k.id })));
  const answeredAt = new Date(`${people[0].run.firstDay}T09:00:00Z`);
  await tx.insert(photoPermissions).values(
    kids.map((k, n) => ({
      clubId,
      childId: k.id,
      allowed: people[n].photosAllowed,
      answeredAt,
      answeredByUserId: parents[n].id,
    })),
  );
  await tx.insert(bookings).values(
    kids.map((k, n) => ({
      clubId,
      runId: people[n].run.runId,
      childId: k.id,
      // Bought a week before the run began (or before the seeding, for a run yet to begin): the place gives the
      // child every session of the run (registers), and the club's latest bookings are the ones made since.
      createdAt: new Date(
        Math.min(Date.parse(`${people[n].run.firstDay}T00:00:00Z`), seededAt.getTime()) - 7 * 86_400_000,
      ),
    })),
  );
}
