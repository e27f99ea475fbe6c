import { hash } from '@node-rs/argon2';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { DEMO_PASSWORD } from '../db/seed/demo-people.js';
import { ARGON2ID_ALGORITHM } from '../platform/security/passwords.js';

/**
 * The demo password as an argon2id hash of the algorithm's least cost (8 KiB, one pass), for the people the tests'
 * databases hold. Signing in verifies whatever cost the stored hash names: at the production cost (19 MiB, two passes:
 * platform/security/passwords.ts) a sign-in's check is ~20 ms of CPU, and the integration suite signs in ~1,300 times.
 * What the app itself hashes (sign-up, a reset) still uses the production cost, and sign-up.test checks it does.
 */
export const testPasswordHash: Promise<string> = hash(DEMO_PASSWORD, {
  algorithm: ARGON2ID_ALGORITHM,
  memoryCost: 8,
  timeCost: 1,
  parallelism: 1,
});

/** Gives every seeded person with a password the demo password at the test cost (see testPasswordHash). */
export async function useTestPasswordHashes(db: Db): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await testPasswordHash })
    .where(isNotNull(users.passwordHash));
}
