import { sql } from 'drizzle-orm';
import { queryAll, userIdOf } from './accounts.js';
import type { TestApp } from './test-app.js';

/** A contract acceptance as the tests read it back. */
export interface AcceptanceRow {
  user_id: number;
  role: string;
  version: number;
  club: string | null;
  accepted_epoch: number;
  ip: string;
  user_agent: string | null;
  marketing_opt_in: boolean | null;
  special_category_consent: boolean | null;
}

/** Every acceptance of the person with this email, oldest first. */
export const acceptancesOf = async (t: TestApp, email: string) =>
  queryAll<AcceptanceRow>(
    t,
    sql`
    select a.user_id, c.role, c.version, cl.subdomain as club, extract(epoch from a.accepted_at)::float8 as accepted_epoch, a.ip, a.user_agent, a.marketing_opt_in, a.special_category_consent
    from contract_acceptances a join contracts c on c.id = a.contract_id left join clubs cl on cl.id = a.club_id
    where a.user_id = ${await userIdOf(t, email)} order by a.id`,
  );
