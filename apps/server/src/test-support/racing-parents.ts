import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authSessions } from '../db/schema/index.js';
import { SESSION_COOKIE } from '../platform/security/sessions.js';
import { randomToken, sha256 } from '../platform/security/tokens.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface RacingParent {
  userId: number;
  childId: number;
  /** The Cookie header of the parent's own session (the cookie's name outside production). */
  cookie: string;
}

/**
 * `count` parents of a club straight into the database, for a benchmark's rush: each with a
 * verified email and no password, one child (seven years old on `now`) and a signed-in session of their own, a
 * session row as signing in writes it. Signing in through the API would cost an argon2 hash each,
 * which is not what the rush measures. Set-based, so thousands take a moment. Answers the club's id
 * with them.
 */
export async function createRacingParents(
  db: Db,
  { club, count, now }: { club: string; count: number; now: Date },
): Promise<{ clubId: number; parents: RacingParent[] }> {
  const tag = randomToken().slice(0, 8);
  const [{ clubId }] = rowsOf<{ clubId: number }>(
    await db.execute(sql`select id as "clubId" from clubs where subdomain = ${club}`),
  );
  const parents = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into users (email, first_name, last_name, email_verified_at)
      select 'racer-' || ${tag} || '-' || n || '@example.com', 'Racer', 'Parent' || n, ${now.toISOString()}
      from generate_series(1, ${count}) n order by n returning id`),
  );
  const ids = sql`${`{${parents.map((p) => p.id).join(',')}}`}::int[]`;
  await db.execute(sql`
    insert into memberships (club_id, user_id, role)
    select ${clubId}::int, id, 'parent' from unnest(${ids}) id`);
  const birth = `${now.getUTCFullYear() - 7}-03-01`;
  const children = rowsOf<{ id: number; parent: number }>(
    await db.execute(sql`
      insert into children (parent_user_id, first_name, last_name, date_of_birth)
      select id, 'Child', 'Racer', ${birth} from unnest(${ids}) id returning id, parent_user_id as parent`),
  );
  const childOf = new Map(children.map((c) => [c.parent, c.id]));
  const racers = parents.map(({ id }) => ({ userId: id, childId: childOf.get(id)!, token: randomToken() }));
  await db.insert(authSessions).values(
    racers.map((r) => ({
      id: sha256(r.token),
      userId: r.userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 12 * 3_600_000),
      idleTimeoutSeconds: 2 * 3600,
    })),
  );
  return { clubId, parents: racers.map(({ token, ...r }) => ({ ...r, cookie: `${SESSION_COOKIE}=${token}` })) };
}

/**
 * Places taken beyond capacity on the runs, counted as every availability check counts them:
 * confirmed bookings and holds unexpired at `now`, less the capacity, summed over the runs that
 * are over. Anything but 0 is an overbooking.
 */
export async function overbookedPlaces(db: Db, runIds: number[], now: Date): Promise<number> {
  const ids = sql`${`{${runIds.join(',')}}`}::int[]`;
  const [row] = rowsOf<{ over: number }>(
    await db.execute(sql`
      select coalesce(sum(greatest(taken - capacity, 0)), 0)::int as over from (
        select r.capacity,
          (select count(*) from bookings b where b.run_id = r.id and b.status = 'confirmed')
          + (select count(*) from holds h where h.run_id = r.id and h.expires_at > ${now.toISOString()}::timestamptz) as taken
        from runs r where r.id = any(${ids})) places`),
  );
  return row.over;
}
