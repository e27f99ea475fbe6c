import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { franchiseClubs, franchiseManagers, franchiseNetworks, franchiseRoyaltyRates } from '../schema/franchise.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo's franchise network: both demo clubs, each with its royalty, managed by franchise@example.com. */
export async function seedDemoFranchise(tx: Tx): Promise<void> {
  const [network] = await tx
    .insert(franchiseNetworks)
    .values({ name: 'Demo Franchise' })
    .returning({ id: franchiseNetworks.id });
  const club = (subdomain: string) => sql`(select id from clubs where subdomain = ${subdomain})`;
  await tx.insert(franchiseClubs).values([
    { networkId: network!.id, clubId: club('demo') },
    { networkId: network!.id, clubId: club('riverside') },
  ]);
  // Each club's royalty from the month it joined (London time), as the console sets it.
  const thisMonth = sql`date_trunc('month', now() at time zone 'Europe/London')::date`;
  await tx.insert(franchiseRoyaltyRates).values([
    { networkId: network!.id, clubId: club('demo'), effectiveFrom: thisMonth, royaltyHundredths: 750 },
    { networkId: network!.id, clubId: club('riverside'), effectiveFrom: thisMonth, royaltyHundredths: 1000 },
  ]);
  await tx
    .insert(franchiseManagers)
    .values({ networkId: network!.id, userId: sql`(select id from users where email = 'franchise@example.com')` });
}
