import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { franchiseClubs, franchiseManagers, franchiseNetworks } from '../schema/franchise.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo's franchise network: both demo clubs, each with its royalty, managed by franchise@example.com. */
export async function seedDemoFranchise(tx: Tx): Promise<void> {
  const [network] = await tx
    .insert(franchiseNetworks)
    .values({ name: 'Demo Franchise' })
    .returning({ id: franchiseNetworks.id });
  const club = (subdomain: string) => sql`(select id from clubs where subdomain = ${subdomain})`;
  await tx.insert(franchiseClubs).values([
    { networkId: network!.id, clubId: club('demo'), royaltyHundredths: 750 },
    { networkId: network!.id, clubId: club('riverside'), royaltyHundredths: 1000 },
  ]);
  await tx
    .insert(franchiseManagers)
    .values({ networkId: network!.id, userId: sql`(select id from users where email = 'franchise@example.com')` });
}
