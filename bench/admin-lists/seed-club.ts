import { withSeedConnection } from '../support/seed-connection.js';

/** The bench club's size (issue 12: 5,000 contacts, 200 runs, 20,000 bookings). */
export const PARENTS = 5000;
export const RUNS_PER_TERM = 100;
/** Every child up to this index books one run in each term: 2 × 10,000 = 20,000 bookings, 100 on every run. */
const BOOKED_CHILDREN = 10_000;
const SESSIONS_PER_RUN = 12;

const FIRST_NAMES = [
  'Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Ivy', 'Lily', 'Isabella', 'Rosie', 'Sophia', 'Grace', 'Freya',
  'Florence', 'Willow', 'Evie', 'Ella', 'Poppy', 'Elsie', 'Daisy', 'Sienna', 'Noah', 'Oliver', 'George', 'Arthur',
  'Muhammad', 'Leo', 'Harry', 'Oscar', 'Archie', 'Henry', 'Theodore', 'Freddie', 'Jack', 'Charlie', 'Theo',
  'Alfie', 'Jacob', 'Thomas', 'Finley', 'Arlo',
]; // prettier-ignore
const LAST_NAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson', 'Wright',
  'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Thomas', 'Clarke', 'Jackson', 'Wood',
  'Harris', 'Edwards', 'Turner', 'Martin', 'Cooper', 'Hill', 'Ward', 'Hughes', 'Moore', 'Clark', 'King', 'Harrison',
  'Lewis', 'Baker', 'Lee', 'Allen', 'Morris', 'Khan', 'Scott', 'Watson', 'Davis', 'Parker', 'James', 'Bennett',
  'Young', 'Phillips', 'Richardson', 'Mitchell', 'Bailey', 'Carter', 'Cook', 'Singh', 'Shaw', 'Bell', 'Collins',
  'Morgan', 'Kelly', 'Begum',
]; // prettier-ignore
const CLASSES = ['Football', 'Gymnastics', 'Swimming', 'Tennis', 'Multi-sports', 'Dance', 'Judo', 'Cricket'];

export interface BenchClub {
  clubId: number;
  organiserEmail: string;
  /** The runs, term by term; every one full (100 children booked). */
  runIds: number[];
  counts: { parents: number; children: number; runs: number; sessions: number; bookings: number; orders: number };
  counted: { paid: number; refunded: number; attendance: number };
}

/**
 * One club, `subdomain`, written set-based (generate_series, one statement per table) through one
 * connection, so 5,000 families take seconds: an organiser with financial access; 5,000 parents
 * (parent memberships joined over two years) with 1–3 children each, every child the club's member
 * with an emergency contact, some with notes and photo answers; a term in progress and the next,
 * 100 runs each of 12 weekly sessions; every one of the first 10,000 children booked on one run of
 * each term (20,000 confirmed places, 100 a run, full); one completed order per family and term with
 * a line per place; four in five orders paid by card, one in fifty partly refunded; attendance marked
 * on the sessions already past. Analysed at the end, as autovacuum would have by the time staff look.
 */
export async function seedBenchClub(
  databaseUrl: string,
  { subdomain, now, passwordHash }: { subdomain: string; now: Date; passwordHash: string },
): Promise<BenchClub> {
  return withSeedConnection(databaseUrl, async ({ client, one, run }) => {
    await run('begin');
    const at = now.toISOString();
    const { clubId } = await one<{ clubId: number }>(
      `insert into clubs (subdomain, name) values ($1, 'Admin Lists Bench Club') returning id as "clubId"`,
      [subdomain],
    );
    await run(
      `insert into venues (club_id, name, address, postcode)
       select $1::int, 'Sports Centre ' || n, n || ' High Street, London', 'SW' || n || ' 1AA' from generate_series(1, 5) n`,
      [clubId],
    );
    const organiserEmail = `organiser@${subdomain}.example.com`;
    await run(
      `with organiser as (
         insert into users (email, first_name, last_name, password_hash, email_verified_at)
         values ($2, 'Orla', 'Organiser', $3, $4) returning id)
       insert into memberships (club_id, user_id, role, financial_access) select $1::int, id, 'organiser', true from organiser`,
      [clubId, organiserEmail, passwordHash, at],
    );

    // Families: parent n's names and joining day come from n, so every run seeds the same club.
    await run(
      `create temp table bench_parents (user_id int primary key, n int not null, joined_at timestamptz not null)`,
    );
    await run(
      `with inserted as (
         insert into users (email, first_name, last_name, mobile, email_verified_at, created_at)
         select lower(($5::text[])[1 + (n * 13) % cardinality($5::text[])]) || '.' || n || '@' || $1 || '.example.com',
           ($4::text[])[1 + (n * 7) % cardinality($4::text[])], ($5::text[])[1 + (n * 13) % cardinality($5::text[])],
           '07700 ' || lpad(n::text, 6, '0'), $2::timestamptz, $2::timestamptz - ((n * 37) % 730) * interval '1 day'
         from generate_series(1, $3::int) n
         returning id, email, created_at)
       insert into bench_parents select id, split_part(split_part(email, '@', 1), '.', 2)::int, created_at from inserted`,
      [subdomain, at, PARENTS, FIRST_NAMES, LAST_NAMES],
    );
    await run(
      `insert into memberships (club_id, user_id, role, created_at) select $1::int, user_id, 'parent', joined_at from bench_parents`,
      [clubId],
    );
    await run(
      `create temp table bench_children (child_id int primary key, parent_user_id int not null, c int not null)`,
    );
    await run(
      `with inserted as (
         insert into children (parent_user_id, first_name, last_name, date_of_birth, medical_notes, allergy_notes)
         select p.user_id, ($2::text[])[1 + (p.n * 3 + k * 11) % cardinality($2::text[])], u.last_name,
           ($1::date - interval '4 years' - ((p.n * 53 + k * 401) % 2555) * interval '1 day')::date,
           case when (p.n + k) % 10 = 0 then 'Asthma: inhaler in bag' end,
           case when (p.n + k) % 15 = 0 then 'Nuts' end
         from bench_parents p join users u on u.id = p.user_id, generate_series(1, 1 + p.n % 3) k
         order by p.n, k
         returning id, parent_user_id)
       insert into bench_children select id, parent_user_id, row_number() over (order by id) from inserted`,
      [at.slice(0, 10), FIRST_NAMES],
    );
    await run(
      `insert into club_children (club_id, child_id, created_at)
       select $1::int, ch.child_id, p.joined_at from bench_children ch join bench_parents p on p.user_id = ch.parent_user_id`,
      [clubId],
    );
    await run(
      `insert into emergency_contacts (child_id, position, name, relation, phone)
       select child_id, 1, 'Grandparent ' || c, 'Grandparent', '07700 9' || lpad(c::text, 5, '0') from bench_children`,
    );
    await run(
      `insert into photo_permissions (club_id, child_id, allowed, answered_at, answered_by_user_id)
       select $1::int, child_id, c % 4 <> 0, $2::timestamptz, parent_user_id from bench_children where c % 3 <> 0`,
      [clubId, at],
    );

    // Two terms not yet over: one four weeks in, the next starting in nine weeks; 100 runs each.
    await run(`create temp table bench_runs (run_id int primary key, term_no int not null, r int not null)`);
    await run(
      `with new_terms as (
         insert into terms (club_id, name, starts_at, ends_at)
         select $1::int, case t when 1 then 'Bench Term (in progress)' else 'Bench Term (next)' end,
           $2::timestamptz + (t * 91 - 119) * interval '1 day', $2::timestamptz + (t * 91 - 119 + 84) * interval '1 day'
         from generate_series(1, 2) t returning id, name),
       numbered as (select id, case when name like '%in progress%' then 1 else 2 end as term_no from new_terms),
       venue as (select array_agg(id order by id) ids from venues where club_id = $1::int),
       inserted as (
         insert into runs (club_id, term_id, venue_id, class_name, capacity, age_from_months, age_to_months, price_per_session, price_per_term)
         select $1::int, t.id, venue.ids[1 + r % 5], ($3::text[])[1 + r % cardinality($3::text[])] || ' ' || (r / 8 + 1),
           100, 48, 132, 1000, 9000 + (r % 5) * 500
         from numbered t, venue, generate_series(0, $4::int - 1) r
         order by t.term_no, r
         returning id, term_id)
       insert into bench_runs
       select i.id, n.term_no, row_number() over (partition by n.term_no order by i.id) - 1
       from inserted i join numbered n on n.id = i.term_id`,
      [clubId, at, CLASSES, RUNS_PER_TERM],
    );
    await run(
      `insert into run_class_times (club_id, run_id, day_of_week, start_hour, start_minute, duration_minutes)
       select $1::int, run_id, 1 + r % 6, 9 + r % 8, 0, 60 from bench_runs`,
      [clubId],
    );
    await run(
      `insert into run_sessions (club_id, run_id, starts_at, ends_at)
       select $1::int, br.run_id, s.at, s.at + interval '1 hour'
       from bench_runs br join runs on runs.id = br.run_id join terms t on t.id = runs.term_id,
         lateral (select t.starts_at + (br.r % 6) * interval '1 day' + (br.r % 8) * interval '1 hour' + w * interval '7 days' as at
                  from generate_series(0, $2::int - 1) w) s`,
      [clubId, SESSIONS_PER_RUN],
    );

    // Places: child c on run c mod 100 of the first term and run (7c + 3) mod 100 of the next.
    await run(
      `create temp table bench_places as
       select ch.child_id, ch.parent_user_id, br.run_id, br.term_no, runs.price_per_term as price,
         row_number() over (partition by ch.parent_user_id, br.term_no order by ch.child_id)::smallint - 1 as position
       from bench_children ch
       join bench_runs br on br.r = case when br.term_no = 1 then ch.c % $1::int else (7 * ch.c + 3) % $1::int end
       join runs on runs.id = br.run_id
       where ch.c <= $2::int`,
      [RUNS_PER_TERM, BOOKED_CHILDREN],
    );
    // One completed order per family and term, bought in the weeks before the term started.
    await run(
      `create temp table bench_orders (order_id int primary key, parent_user_id int not null, term_no int not null)`,
    );
    await run(
      `with families as (
         select pl.parent_user_id, pl.term_no, sum(pl.price)::int as total, p.n
         from bench_places pl join bench_parents p on p.user_id = pl.parent_user_id
         group by pl.parent_user_id, pl.term_no, p.n),
       inserted as (
         insert into orders (club_id, parent_user_id, status, subtotal, discounts, total, idempotency_key, created_at, completed_at)
         select $1::int, parent_user_id, 'completed', total, 0, total, 'bench-term-' || term_no, bought, bought
         from families,
           lateral (select $2::timestamptz + (term_no * 91 - 119) * interval '1 day'
                      - (1 + (n * 17) % 40) * interval '1 day' + ((n * 7919) % 86400) * interval '1 second' as bought) b
         order by bought
         returning id, parent_user_id, idempotency_key)
       insert into bench_orders select id, parent_user_id, split_part(idempotency_key, '-', 3)::int from inserted`,
      [clubId, at],
    );
    await run(
      `insert into order_lines (order_id, position, type, child_id, run_id, amount, payable)
       select o.order_id, pl.position, 'term', pl.child_id, pl.run_id, pl.price, pl.price
       from bench_places pl join bench_orders o on o.parent_user_id = pl.parent_user_id and o.term_no = pl.term_no`,
    );
    await run(
      `insert into bookings (club_id, run_id, child_id, order_id, kind, status, created_at, updated_at)
       select $1::int, pl.run_id, pl.child_id, o.order_id, 'term', 'confirmed', orders.created_at, orders.created_at
       from bench_places pl
       join bench_orders o on o.parent_user_id = pl.parent_user_id and o.term_no = pl.term_no
       join orders on orders.id = o.order_id`,
      [clubId],
    );
    // Card payments (the club passes on 4.5 % and 20p) on four orders in five; one in fifty partly refunded.
    await run(
      `insert into payments (club_id, order_id, parent_user_id, provider_intent_id, amount, fee, application_fee, currency,
         status, outcome, created_at, updated_at)
       select $1::int, o.id, o.parent_user_id, 'pi_bench_' || o.id, o.total + fee, fee, round(o.total * 0.03)::int, 'GBP',
         'succeeded', 'completed', o.created_at, o.created_at
       from orders o, lateral (select (round(o.total * 0.045) + 20)::int as fee) f
       where o.club_id = $1::int and o.id % 5 <> 0`,
      [clubId],
    );
    await run(
      `insert into refunds (payment_id, provider_refund_id, idempotency_key, amount, reason, created_at)
       select id, 're_bench_' || id, 'bench-refund-' || id, amount / 2, 'Missed sessions', created_at + interval '30 days'
       from payments where club_id = $1::int and order_id % 50 = 1`,
      [clubId],
    );
    // The first term's sessions already past are marked: one child in ten absent.
    await run(
      `insert into attendance (club_id, run_session_id, child_id, status, marked_by_user_id, marked_at)
       select $1::int, rs.id, b.child_id, case when (b.child_id + rs.id) % 10 = 0 then 'absent' else 'present' end,
         null, rs.starts_at + interval '5 minutes'
       from bookings b join run_sessions rs on rs.run_id = b.run_id
       where b.club_id = $1::int and b.status = 'confirmed' and rs.ends_at < $2::timestamptz`,
      [clubId, at],
    );
    await run('commit');
    await run('analyze');

    const counts = await one<BenchClub['counts']>(
      `select (select count(*)::int from bench_parents) as parents, (select count(*)::int from bench_children) as children,
         (select count(*)::int from bench_runs) as runs,
         (select count(*)::int from run_sessions where club_id = $1) as sessions,
         (select count(*)::int from bookings where club_id = $1) as bookings,
         (select count(*)::int from orders where club_id = $1) as orders`,
      [clubId],
    );
    const counted = await one<BenchClub['counted']>(
      `select (select count(*)::int from payments where club_id = $1) as paid,
         (select count(*)::int from refunds join payments p on p.id = refunds.payment_id where p.club_id = $1) as refunded,
         (select count(*)::int from attendance where club_id = $1) as attendance`,
      [clubId],
    );
    const runIds = (
      await client.query<{ run_id: number }>(`select run_id from bench_runs order by term_no, r`)
    ).rows.map((r) => r.run_id);
    return { clubId, organiserEmail, runIds, counts, counted };
  });
}
