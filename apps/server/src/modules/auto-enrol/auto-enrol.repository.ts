import { and, eq, sql } from 'drizzle-orm';
import type { CarryOverClassTime } from '@clubroom/domain/rules';
import type { Db } from '../../db/client.js';
import { clubs, priorityOffers, terms } from '../../db/schema/index.js';
import { previousTermSql } from '../booking/index.js';

/** A run as matching reads it (`CarryOverRun` less what is counted at the moment). */
export interface RunRow {
  id: number;
  venueId: number;
  className: string;
  capacity: number;
  ageFromMonths: number;
  ageToMonths: number;
  draft: boolean;
  classTimes: CarryOverClassTime[];
  firstSessionStart: number | null;
}

/** A child's confirmed term place in a run of the term before, with their family. */
export interface CarriedPlace {
  childId: number;
  childName: string;
  dateOfBirth: string;
  parentUserId: number;
  parentName: string;
  runId: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const runColumns = sql`r.id, r.venue_id as "venueId", r.class_name as "className", r.capacity,
  r.age_from_months as "ageFromMonths", r.age_to_months as "ageToMonths", r.draft,
  coalesce((select json_agg(json_build_object('dow', t.day_of_week, 'hours', t.start_hour, 'mins', t.start_minute,
    'durationMinutes', t.duration_minutes)) from run_class_times t where t.run_id = r.id), '[]'::json) as "classTimes",
  (select floor(extract(epoch from min(s.starts_at)))::float8 from run_sessions s
    where s.run_id = r.id and s.cancelled_at is null) as "firstSessionStart"`;

/** The offers, terms and openings of auto-enrol (the only writer of `priority_offers` and `term_openings`). */
export function autoEnrolRepository(db: Db) {
  return {
    async findTerm(clubId: number, termId: number) {
      const [row] = await db
        .select({ id: terms.id, name: terms.name })
        .from(terms)
        .where(and(eq(terms.clubId, clubId), eq(terms.id, termId)));
      return row ?? null;
    },

    /** The club's term before this one (the latest to start before it), or null. */
    async previousTerm(clubId: number, termId: number) {
      const [row] = await db
        .select({ id: terms.id, name: terms.name })
        .from(terms)
        .where(eq(terms.id, sql`${previousTermSql(clubId, termId)}`));
      return row ?? null;
    },

    /** The term's runs, by class name and id. */
    async runsOf(clubId: number, termId: number): Promise<RunRow[]> {
      const result = await db.execute(sql`select ${runColumns} from runs r
        where r.club_id = ${clubId} and r.term_id = ${termId} order by r.class_name, r.id`);
      return rowsOf<RunRow>(result);
    },

    /** The term's confirmed term places for children, first booked first (the order places are offered in). */
    async carriedPlaces(clubId: number, termId: number): Promise<CarriedPlace[]> {
      const result = await db.execute(sql`select b.child_id as "childId",
          c.first_name || ' ' || c.last_name as "childName", c.date_of_birth::text as "dateOfBirth",
          c.parent_user_id as "parentUserId", u.first_name || ' ' || u.last_name as "parentName", b.run_id as "runId"
        from bookings b join runs r on r.id = b.run_id join children c on c.id = b.child_id
          join users u on u.id = c.parent_user_id
        where b.club_id = ${clubId} and b.status = 'confirmed' and b.kind = 'term' and r.term_id = ${termId}
        order by b.created_at, b.id`);
      return rowsOf<CarriedPlace>(result);
    },

    /** Children with a place in the term's runs (confirmed, or held other than by a priority offer) at `now`. */
    async placedIn(clubId: number, termId: number, now: Date) {
      const result = await db.execute(sql`select child_id as "childId", run_id as "runId" from bookings
          where club_id = ${clubId} and status = 'confirmed' and child_id is not null
            and run_id in (select id from runs where term_id = ${termId})
        union select child_id, run_id from holds
          where club_id = ${clubId} and priority_offer_id is null and expires_at > ${now.toISOString()}::timestamptz
            and run_id in (select id from runs where term_id = ${termId})`);
      return rowsOf<{ childId: number; runId: number }>(result);
    },

    /**
     * The term's priority offers, with what their status is read from: the child booked into the run,
     * and the offer's place still held (in the basket or an order) at `now`.
     */
    async offersOf(clubId: number, termId: number, now: Date) {
      const result = await db.execute(sql`select o.id, o.child_id as "childId", o.run_id as "runId",
          o.from_run_id as "fromRunId", o.expires_at as "expiresAt",
          exists (select 1 from bookings b where b.child_id = o.child_id and b.run_id = o.run_id
            and b.status = 'confirmed') as booked,
          exists (select 1 from holds h where h.priority_offer_id = o.id
            and h.expires_at > ${now.toISOString()}::timestamptz) as held,
          exists (select 1 from holds h where h.priority_offer_id = o.id
            and h.expires_at < o.expires_at) as "releasedEarly"
        from priority_offers o where o.club_id = ${clubId} and o.term_id = ${termId} order by o.id`);
      type Row = { id: number; childId: number; runId: number; fromRunId: number | null; expiresAt: string };
      return rowsOf<Row & { booked: boolean; held: boolean; releasedEarly: boolean }>(result).map((row) => ({
        ...row,
        expiresAt: new Date(row.expiresAt),
      }));
    },

    async insertOffer(row: Omit<typeof priorityOffers.$inferInsert, 'id'>): Promise<number> {
      const [{ id }] = await db.insert(priorityOffers).values(row).returning({ id: priorityOffers.id });
      return id;
    },

    /** What an offer's email and SMS say, and where it stands (as `offersOf` reads it). */
    async offerFacts(offerId: number, now: Date) {
      const result = await db.execute(sql`select u.email, u.first_name as "firstName", u.mobile,
          c.first_name as "childName", r.class_name as "className", cl.name as "clubName", cl.subdomain,
          cl.time_zone as "timeZone", cl.country, cl.suspended_at is not null as suspended, o.club_id as "clubId",
          o.parent_user_id as "parentUserId", o.expires_at as "expiresAt",
          json_build_object('name', v.name, 'address', v.address, 'postcode', v.postcode) as venue,
          exists (select 1 from bookings b where b.child_id = o.child_id and b.run_id = o.run_id
            and b.status = 'confirmed') as booked,
          exists (select 1 from holds h where h.priority_offer_id = o.id
            and h.expires_at > ${now.toISOString()}::timestamptz) as held,
          exists (select 1 from holds h where h.priority_offer_id = o.id
            and h.expires_at < o.expires_at) as "releasedEarly"
        from priority_offers o join users u on u.id = o.parent_user_id join children c on c.id = o.child_id
          join runs r on r.id = o.run_id join venues v on v.id = r.venue_id join ${clubs} cl on cl.id = o.club_id
        where o.id = ${offerId}`);
      const [row] = rowsOf<OfferFactsRow>(result);
      return row ? { ...row, expiresAt: new Date(row.expiresAt) } : null;
    },
  };
}
export type AutoEnrolRepository = ReturnType<typeof autoEnrolRepository>;

interface OfferFactsRow {
  email: string;
  parentUserId: number;
  firstName: string;
  mobile: string | null;
  childName: string;
  className: string;
  clubName: string;
  subdomain: string;
  timeZone: string;
  country: string;
  /** A platform manager suspended the club: no reminders meanwhile. */
  suspended: boolean;
  clubId: number;
  expiresAt: string;
  venue: { name: string; address: string; postcode: string };
  booked: boolean;
  held: boolean;
  releasedEarly: boolean;
}
export type OfferFacts = NonNullable<Awaited<ReturnType<AutoEnrolRepository['offerFacts']>>>;
