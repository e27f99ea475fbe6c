import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { franchiseClubs, franchiseManagers, franchiseNetworks, franchiseRoyaltyRates } from '../schema/franchise.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The demo's franchise network: both demo clubs, members since eleven months before the seed's month (so the report's
 * default twelve months are all the network's), each with its royalty from then, managed by franchise@example.com.
 */
export async function seedDemoFranchise(tx: Tx, now: Date): Promise<void> {
  const [network] = await tx
    .insert(franchiseNetworks)
    .values({ name: 'Demo Franchise' })
    .returning({ id: franchiseNetworks.id });
  const club = (subdomain: string) => sql`(select id from clubs where subdomain = ${subdomain})`;
  const joinedMonth = sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Europe/London')
    - interval '11 months')`;
  const joinedAt = sql`(${joinedMonth} at time zone 'Europe/London')`;
  await tx.insert(franchiseClubs).values([
    { networkId: network!.id, clubId: club('demo'), joinedAt },
    { networkId: network!.id, clubId: club('riverside'), joinedAt },
  ]);
  // Each club's royalty from the month it joined (London time), as the console sets it.
  const effectiveFrom = sql`${joinedMonth}::date`;
  await tx.insert(franchiseRoyaltyRates).values([
    { networkId: network!.id, clubId: club('demo'), effectiveFrom, royaltyHundredths: 750 },
    { networkId: network!.id, clubId: club('riverside'), effectiveFrom, royaltyHundredths: 1000 },
  ]);
  await tx
    .insert(franchiseManagers)
    .values({ networkId: network!.id, userId: sql`(select id from users where email = 'franchise@example.com')` });
}
