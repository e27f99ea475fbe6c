import { REGIONS, type ClubStatus } from '@clubroom/domain/rules';
import { and, asc, eq, gte, ilike, inArray, isNotNull, isNull, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { containing } from '../../lib/like-pattern.js';
import { bookings, clubs, memberships, users } from '../../db/schema/index.js';
import { confirmedAt } from '../booking/index.js';

export interface ClientFilters {
  search?: string;
  status?: ClubStatus;
  region?: string;
}

const FULLY_SUPPORTED = REGIONS.filter((r) => r.fullySupported).map((r) => r.code);

/**
 * The outer query's club, written out: a correlated subquery names it as SQL text, as drizzle may leave a column of
 * the outer query's one table unqualified, where the subquery's own tables would take it.
 */
const OUTER_CLUB = sql.raw('"clubs"."id"');
/** The booking module's bookings as `b` in a subquery (its `confirmedAt` takes the alias). */
const b = alias(bookings, 'b');

/** A club's owner: its first active organiser with financial access (by membership), for the console. */
const ownerOf = (column: string) =>
  sql<string | null>`(select ${sql.raw(column)} from memberships m join users u on u.id = m.user_id
    where m.club_id = ${OUTER_CLUB} and m.role = 'organiser' and m.financial_access and m.status = 'active'
    order by m.id limit 1)`;
const ownerEmail = ownerOf('u.email');
const ownerName = ownerOf("u.first_name || ' ' || u.last_name");

function whereOf({ search, status, region }: ClientFilters): SQL | undefined {
  const like = search ? containing(search) : null;
  return and(
    like ? or(ilike(clubs.name, like), ilike(clubs.subdomain, like), sql`${ownerEmail} ilike ${like}`) : undefined,
    status === 'suspended' ? isNotNull(clubs.suspendedAt) : undefined,
    status === 'live' ? and(isNull(clubs.suspendedAt), inArray(clubs.country, FULLY_SUPPORTED)) : undefined,
    status === 'beta' ? and(isNull(clubs.suspendedAt), not(inArray(clubs.country, FULLY_SUPPORTED))) : undefined,
    region ? eq(clubs.country, region) : undefined,
  );
}

/**
 * The console's reads of the clubs (the `clubs` row is club-settings', memberships and users people's, places
 * booking's): a page of clubs with their owners and this month's places in one statement, whatever the page's size.
 */
export function platformConsoleRepository(db: Db) {
  const columns = (month: { start: Date; end: Date }) => ({
    id: clubs.id,
    name: clubs.name,
    subdomain: clubs.subdomain,
    country: clubs.country,
    currency: clubs.currency,
    createdAt: clubs.createdAt,
    suspendedAt: clubs.suspendedAt,
    timeZone: clubs.timeZone,
    ownerName,
    ownerEmail,
    bookings: sql<number>`(select count(*) from bookings b where ${and(
      confirmedAt(OUTER_CLUB, b),
      gte(b.createdAt, month.start),
      lt(b.createdAt, month.end),
    )})`.mapWith(Number),
  });

  return {
    /** A page of the clubs the filters find, in name order, and how many they find in all. */
    async page(filters: ClientFilters, month: { start: Date; end: Date }, limit: number, offset: number) {
      const rows = await db
        .select({ ...columns(month), total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(clubs)
        .where(whereOf(filters))
        .orderBy(asc(clubs.name), asc(clubs.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: rows[0]?.total ?? 0 };
    },

    async one(clubId: number, month: { start: Date; end: Date }) {
      const [row] = await db
        .select({
          ...columns(month),
          timeZone: clubs.timeZone,
          phone: clubs.phone,
          website: clubs.website,
          listed: clubs.listed,
        })
        .from(clubs)
        .where(eq(clubs.id, clubId));
      return row ?? null;
    },

    /** The club's staff (every role but parent), whatever their status, in the order they joined. */
    staffOf(clubId: number) {
      return db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: memberships.role,
          status: memberships.status,
          financialAccess: memberships.financialAccess,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.clubId, clubId), ne(memberships.role, 'parent')))
        .orderBy(asc(memberships.id));
    },
  };
}
export type PlatformConsoleRepository = ReturnType<typeof platformConsoleRepository>;
export type ConsoleClubRow = Awaited<ReturnType<PlatformConsoleRepository['page']>>['rows'][number];
