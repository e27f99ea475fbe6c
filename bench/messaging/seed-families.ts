import { withSeedConnection } from '../support/seed-connection.js';

export interface BenchFamilies {
  clubId: number;
  runId: number;
  organiserEmail: string;
}

/**
 * One club, `subdomain`, written set-based through one connection (10,000 families in a few seconds): an organiser,
 * a run of 12 weekly sessions (the first tomorrow) and `families` parents, each with a UK mobile, marketing consent
 * and one child with a confirmed place on the run. The club's daily SMS cap is raised to `families` so the send is
 * not refused by it. Analysed at the end, as autovacuum would have by the time a club sends.
 */
export async function seedFamilies(
  databaseUrl: string,
  { subdomain, families, now, passwordHash }: { subdomain: string; families: number; now: Date; passwordHash: string },
): Promise<BenchFamilies> {
  return withSeedConnection(databaseUrl, async ({ one, run }) => {
    await run('begin');
    const at = now.toISOString();
    const { clubId } = await one<{ clubId: number }>(
      `insert into clubs (subdomain, name) values ($1, 'Messaging Bench Club') returning id as "clubId"`,
      [subdomain],
    );
    await run(`insert into club_messaging_settings (club_id, sms_daily_cap) values ($1, $2)`, [clubId, families]);
    const organiserEmail = `organiser@${subdomain}.example.com`;
    await run(
      `with organiser as (
         insert into users (email, first_name, last_name, password_hash, email_verified_at)
         values ($2, 'Orla', 'Organiser', $3, $4) returning id)
       insert into memberships (club_id, user_id, role) select $1::int, id, 'organiser' from organiser`,
      [clubId, organiserEmail, passwordHash, at],
    );
    const { runId } = await one<{ runId: number }>(
      `with venue as (
         insert into venues (club_id, name, address, postcode)
         values ($1::int, 'Sports Centre', '1 High Street, London', 'SW1 1AA') returning id),
       term as (
         insert into terms (club_id, name, starts_at, ends_at)
         values ($1::int, 'Bench Term', $2::timestamptz, $2::timestamptz + interval '84 days') returning id)
       insert into runs (club_id, term_id, venue_id, class_name, capacity, age_from_months, age_to_months,
         price_per_session, price_per_term)
       select $1::int, term.id, venue.id, 'Football 1', $3::int, 48, 132, 1000, 9000 from venue, term
       returning id as "runId"`,
      [clubId, at, families],
    );
    await run(
      `insert into run_sessions (club_id, run_id, starts_at, ends_at)
       select $1::int, $2::int, s.at, s.at + interval '1 hour'
       from generate_series(0, 11) w, lateral (select $3::timestamptz + interval '1 day' + w * interval '7 days' as at) s`,
      [clubId, runId, at],
    );
    // Parent n: a UK mobile 07700 n (six digits), marketing consent, one child booked on the run.
    await run(`create temp table bench_parents (user_id int primary key, n int not null)`);
    await run(
      `with inserted as (
         insert into users (email, first_name, last_name, mobile, marketing_opt_in, email_verified_at)
         select 'parent.' || n || '@' || $1 || '.example.com', 'Parent', 'Family ' || n,
           '07700 ' || lpad(n::text, 6, '0'), true, $2::timestamptz
         from generate_series(1, $3::int) n
         returning id, email)
       insert into bench_parents select id, split_part(split_part(email, '@', 1), '.', 2)::int from inserted`,
      [subdomain, at, families],
    );
    await run(`insert into memberships (club_id, user_id, role) select $1::int, user_id, 'parent' from bench_parents`, [
      clubId,
    ]);
    await run(
      `with inserted as (
         insert into children (parent_user_id, first_name, last_name, date_of_birth)
         select p.user_id, 'Child', 'Family ' || p.n, ($1::date - interval '7 years')::date from bench_parents p
         returning id)
       insert into bookings (club_id, run_id, child_id, kind, status) select $2::int, $3::int, id, 'term', 'confirmed'
       from inserted`,
      [at.slice(0, 10), clubId, runId],
    );
    await run(
      `insert into club_children (club_id, child_id)
       select $1::int, child_id from bookings where club_id = $1::int and run_id = $2::int`,
      [clubId, runId],
    );
    await run('commit');
    await run('analyze');
    return { clubId, runId, organiserEmail };
  });
}
