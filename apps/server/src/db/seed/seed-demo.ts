import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { clubs } from '../schema/index.js';
import { premiumListings } from '../schema/listing.js';
import { seedDemoFranchise } from './seed-franchise.js';
import { demoClub, riversideClub } from './demo-clubs.js';
import { seedDemoPeople } from './demo-people.js';
import { seedClub } from './seed-club.js';
import { seedDemoMoney } from './seed-money.js';
import { seedPlatformPlans } from './seed-platform-plans.js';

/** Arbitrary constant naming the advisory lock that lets only one process seed. */
const SEED_LOCK_KEY = 724_002;

/** Seeds the demo clubs into an empty database; returns their subdomains, or null when not empty. */
export async function seedDemoIfEmpty(db: Db, now: Date): Promise<string[] | null> {
  const today = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [{ n }] = await tx.select({ n: count() }).from(clubs);
    if (n > 0) return null;
    const defs = [demoClub(today), riversideClub(today)];
    for (const def of defs) await seedClub(tx, def, now);
    await seedDemoPeople(tx, now);
    await seedDemoMoney(tx, now);
    await seedPlatformPlans(tx, now);
    // The listing site shows a premium club first in its area: Riverside is one, Little Legends is not.
    await tx.insert(premiumListings).values({ clubId: sql`(select id from clubs where subdomain = 'riverside')` });
    await seedDemoFranchise(tx, now);
    return defs.map((d) => d.subdomain);
  });
}
