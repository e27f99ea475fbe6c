import type { ContactFilterKey, ContactSort } from '@clubroom/domain/api';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../lib/like-pattern.js';
import { children, clubChildren, photoPermissions } from '../../db/schema/index.js';
import { emergencyContactsByChild } from '../people/index.js';

/** Which contacts a list or its CSV shows. */
export interface ContactsCriteria {
  filter: { key: ContactFilterKey; id: number } | null;
  search: string | null;
  sort: ContactSort;
  /** Only these parents (the contact attribute filter's), or null for anyone. */
  among: number[] | null;
}

export interface ContactRow {
  parentId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  joinedAt: Date;
}

export interface ContactChildRow {
  childId: number;
  parentId: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

interface RawContact {
  parent_id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string | null;
  joined_at: Date | string;
  total: number | string;
}

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const contactOf = (row: RawContact): ContactRow => ({
  parentId: Number(row.parent_id),
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.mobile,
  joinedAt: new Date(row.joined_at),
});

/**
 * The club's contacts: parents holding an active parent membership, and parents of children who
 * are the club's members (they booked, or added the child on its site); joined when first connected.
 * Kept in club_contacts by triggers (migration 0021). `among` (a subquery of user ids, or one id),
 * when given, keeps only those people.
 */
function connectedParents(clubId: number, among: SQL | null): SQL {
  return sql`select cc.user_id as parent_id, cc.joined_at from club_contacts cc
    where cc.club_id = ${clubId} ${among ? sql`and cc.user_id in (${among})` : sql``}`;
}

/** The places a filter narrows to: a run, the runs of a term, a camp week's days or a camp's. */
function placesOf(clubId: number, { key, id }: NonNullable<ContactsCriteria['filter']>): SQL {
  switch (key) {
    case 'runId':
      return sql`b.run_id = ${id}`;
    case 'termId':
      return sql`b.run_id in (select r.id from runs r where r.club_id = ${clubId} and r.term_id = ${id})`;
    case 'campWeekId':
      return sql`b.camp_day_id in (select cd.id from camp_days cd where cd.club_id = ${clubId} and cd.camp_week_id = ${id})`;
    case 'campId':
      return sql`b.camp_day_id in (
        select cd.id from camp_days cd join camp_weeks cw on cw.id = cd.camp_week_id
        where cd.club_id = ${clubId} and cw.camp_id = ${id})`;
  }
}

/**
 * The parents with a confirmed place the filter names, as a derived table joined by hash (an IN
 * here was planned as a nested loop over every contact: the grouped contacts' row count is a guess).
 */
function bookedJoinOf(clubId: number, filter: ContactsCriteria['filter']): SQL {
  if (!filter) return sql``;
  return sql`join (
    select distinct bc.parent_user_id from bookings b join children bc on bc.id = b.child_id
    where b.club_id = ${clubId} and b.status = 'confirmed' and ${placesOf(clubId, filter)}
  ) booked on booked.parent_user_id = u.id`;
}

/**
 * `searched`: the people the search finds by their name, email or phone, or by the name of a child
 * who is the club's member; the club's contacts are then looked for among those only. Each match is
 * on an expression with a trigram index (migration 0020), so where people are many PostgreSQL reads
 * the few matching rows through it rather than testing everyone.
 */
function searchedOf(clubId: number, search: string | null): SQL {
  if (!search) return sql``;
  const text = containing(search);
  const digits = search.replace(/[\s()-]/g, '');
  // Phone numbers are matched ignoring spaces, brackets and hyphens on both sides.
  const phone = digits
    ? sql`or regexp_replace(coalesce(u.mobile, ''), '[\\s()-]', '', 'g') ilike ${containing(digits)}`
    : sql``;
  return sql`with searched as (
    select u.id from users u
      where u.first_name || ' ' || u.last_name ilike ${text} or u.email ilike ${text} ${phone}
    union all
    select sc.parent_user_id from children sc join club_children scc on scc.child_id = sc.id and scc.club_id = ${clubId}
      where sc.first_name || ' ' || sc.last_name ilike ${text})`;
}

/** Only the parents named (`among`), when a filter named them: none named keeps nobody. */
function amongOf(among: number[] | null): SQL {
  if (among === null) return sql``;
  if (among.length === 0) return sql`where false`;
  return sql`where u.id in (${sql.join(
    among.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** A statement over the contacts the criteria keep, each as `c` (its connection) and `u` (the person). */
function matchingContacts(clubId: number, { filter, search, among }: ContactsCriteria, columns: SQL): SQL {
  return sql`${searchedOf(clubId, search)}
    select ${columns}
    from (${connectedParents(clubId, search ? sql`select id from searched` : null)}) c
    join users u on u.id = c.parent_id
    ${bookedJoinOf(clubId, filter)}
    ${amongOf(among)}`;
}

const ORDER: Record<ContactSort, SQL> = {
  name: sql`lower(u.last_name), lower(u.first_name), u.id`,
  '-name': sql`lower(u.last_name) desc, lower(u.first_name) desc, u.id desc`,
  created: sql`c.joined_at, u.id`,
  '-created': sql`c.joined_at desc, u.id desc`,
};

/**
 * Contacts: a read model over people's accounts, memberships and children and the booking engine's
 * places and orders. Every read is scoped by the club.
 */
export function contactsRepository(db: Db) {
  const selectContacts = (clubId: number, criteria: ContactsCriteria, page: SQL) => sql`
    ${matchingContacts(
      clubId,
      criteria,
      sql`u.id as parent_id, u.first_name, u.last_name, u.email, u.mobile, c.joined_at, count(*) over () as total`,
    )}
    order by ${ORDER[criteria.sort]}
    ${page}`;

  return {
    /** One page of contacts and how many match in all (one statement). */
    async page(
      clubId: number,
      criteria: ContactsCriteria,
      limit: number,
      offset: number,
    ): Promise<{ rows: ContactRow[]; total: number }> {
      const raw = await rowsOf<RawContact>(db, selectContacts(clubId, criteria, sql`limit ${limit} offset ${offset}`));
      if (raw.length > 0) return { rows: raw.map(contactOf), total: Number(raw[0].total) };
      if (offset === 0) return { rows: [], total: 0 };
      // Past the last page: the window count has no row to ride on.
      const [count] = await rowsOf<{ total: number | string }>(
        db,
        matchingContacts(clubId, criteria, sql`count(*) as total`),
      );
      return { rows: [], total: Number(count.total) };
    },

    /** Every matching contact, for the CSV. */
    async all(clubId: number, criteria: ContactsCriteria): Promise<ContactRow[]> {
      return (await rowsOf<RawContact>(db, selectContacts(clubId, criteria, sql``))).map(contactOf);
    },

    /** One contact of the club, or null when the person is not (or no longer) one. */
    async find(clubId: number, parentId: number): Promise<ContactRow | null> {
      const [row] = await rowsOf<RawContact>(
        db,
        sql`select u.id as parent_id, u.first_name, u.last_name, u.email, u.mobile, c.joined_at, 1 as total
          from (${connectedParents(clubId, sql`${parentId}`)}) c join users u on u.id = c.parent_id`,
      );
      return row ? contactOf(row) : null;
    },

    /** The children of these parents who are the club's members (the only ones its staff may see). */
    childrenOf(clubId: number, parentIds: number[]): Promise<ContactChildRow[]> {
      if (parentIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          childId: children.id,
          parentId: children.parentUserId,
          firstName: children.firstName,
          lastName: children.lastName,
          dateOfBirth: children.dateOfBirth,
        })
        .from(children)
        .innerJoin(clubChildren, and(eq(clubChildren.childId, children.id), eq(clubChildren.clubId, clubId)))
        .where(inArray(children.parentUserId, parentIds))
        .orderBy(asc(children.dateOfBirth), asc(children.id));
    },

    /** A contact's children with everything the club's staff see of them. */
    childDetailsOf(clubId: number, parentId: number) {
      return db
        .select({
          child: children,
          photoAllowed: photoPermissions.allowed,
        })
        .from(children)
        .innerJoin(clubChildren, and(eq(clubChildren.childId, children.id), eq(clubChildren.clubId, clubId)))
        .leftJoin(photoPermissions, and(eq(photoPermissions.childId, children.id), eq(photoPermissions.clubId, clubId)))
        .where(eq(children.parentUserId, parentId))
        .orderBy(asc(children.dateOfBirth), asc(children.id));
    },

    emergencyContactsOf: (childIds: number[]) => emergencyContactsByChild(db, childIds),

    /** Whether the child is the parent's and the club's member. */
    async isContactChild(clubId: number, parentId: number, childId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: children.id })
        .from(children)
        .innerJoin(clubChildren, and(eq(clubChildren.childId, children.id), eq(clubChildren.clubId, clubId)))
        .where(and(eq(children.id, childId), eq(children.parentUserId, parentId)));
      return row !== undefined;
    },

    /** The parent's places at the club, newest first: each with its class or camp and when it starts. */
    bookingsOf(clubId: number, parentId: number) {
      return rowsOf<{
        booking_ref: string;
        child_id: number;
        child_name: string;
        what: string | null;
        kind: string | null;
        status: string;
        starts_at: Date | string | null;
      }>(
        db,
        sql`select b.booking_ref, ch.id as child_id, ch.first_name || ' ' || ch.last_name as child_name,
            coalesce(r.class_name, cp.class_name) as what, b.kind, b.status,
            coalesce(b.trial_session_start, cd.starts_at,
              (select min(rs.starts_at) from run_sessions rs where rs.run_id = b.run_id)) as starts_at
          from bookings b
          join children ch on ch.id = b.child_id
          left join runs r on r.id = b.run_id
          left join camp_days cd on cd.id = b.camp_day_id
          left join camp_weeks cw on cw.id = cd.camp_week_id
          left join camps cp on cp.id = cw.camp_id
          where b.club_id = ${clubId} and ch.parent_user_id = ${parentId}
          order by starts_at desc nulls last, b.id desc
          limit 500`,
      );
    },

    ordersOf(clubId: number, parentId: number) {
      return rowsOf<{ uuid: string; total: number; status: string; created_at: Date | string }>(
        db,
        sql`select o.uuid, o.total, o.status, o.created_at from orders o
          where o.club_id = ${clubId} and o.parent_user_id = ${parentId}
          order by o.created_at desc, o.id desc limit 200`,
      );
    },

    /** The latest parent terms the person accepted, and their marketing choice. */
    async consentsOf(parentId: number) {
      const [row] = await rowsOf<{
        version: number | null;
        accepted_at: Date | string | null;
        marketing_opt_in: boolean;
      }>(
        db,
        sql`select latest.version, latest.accepted_at, u.marketing_opt_in
          from users u
          left join lateral (
            select c.version, ca.accepted_at from contract_acceptances ca join contracts c on c.id = ca.contract_id
            where ca.user_id = u.id and c.role = 'parent' order by c.version desc limit 1
          ) latest on true
          where u.id = ${parentId}`,
      );
      return row;
    },

    /** What keeps a contact on the club's books: places still to come, orders still to pay. */
    async outstandingOf(clubId: number, parentId: number, at: Date): Promise<{ upcoming: number; unpaid: number }> {
      const now = sql`${at.toISOString()}::timestamptz`;
      const [row] = await rowsOf<{ upcoming: number | string; unpaid: number | string }>(
        db,
        sql`select
          (select count(*) from bookings b
            join children ch on ch.id = b.child_id
            left join camp_days cd on cd.id = b.camp_day_id
            where b.club_id = ${clubId} and ch.parent_user_id = ${parentId} and b.status = 'confirmed'
              and (cd.starts_at > ${now}
                or b.trial_session_start > ${now}
                or (b.trial_session_start is null and b.run_id is not null and exists (
                  select 1 from run_sessions rs where rs.run_id = b.run_id and rs.starts_at > ${now})))
          ) as upcoming,
          (select count(*) from orders o
            where o.club_id = ${clubId} and o.parent_user_id = ${parentId} and o.status = 'pending'
          ) as unpaid`,
      );
      return { upcoming: Number(row.upcoming), unpaid: Number(row.unpaid) };
    },

    /** Inside a transaction: one removal of a contact at a time, so its checks hold until it commits. */
    async lockContact(clubId: number, parentId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`club-contact:${clubId}:${parentId}`}))`);
    },
  };
}

export type ContactsRepository = ReturnType<typeof contactsRepository>;
