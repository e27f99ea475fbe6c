import type { DiscountCodeScope } from '@clubroom/domain/rules';
import { and, asc, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { camps, discountCodes, orders, runs, terms, users } from '../../db/schema/index.js';

import type { DiscountCodeTerms } from './discount-codes.repository.js';

/** A code's row as the admin writes it (the code already upper case); pausing is its own change. */
export type DiscountCodeFields = Omit<DiscountCodeTerms, 'paused'>;

/** The stored kind and value: a percentage in hundredths of a percent, a fixed amount in minor units. */
const storedColumns = ({ reduction, ...fields }: DiscountCodeFields) => ({
  ...fields,
  reductionKind: reduction.kind,
  reductionValue: reduction.kind === 'percentage' ? Math.round(reduction.percent * 100) : reduction.amount,
});

const current = (clubId: number) => and(eq(discountCodes.clubId, clubId), isNull(discountCodes.retiredAt));

/**
 * The club's discount codes as its managers keep them (this module writes `discount_codes`): every
 * query scoped by the club id; retired codes are kept for their orders only and never listed.
 */
export function discountCodeAdminRepository(db: Db) {
  return {
    list(clubId: number, discountCodeId?: number) {
      return db
        .select()
        .from(discountCodes)
        .where(and(current(clubId), discountCodeId === undefined ? undefined : eq(discountCodes.id, discountCodeId)))
        .orderBy(asc(discountCodes.code), asc(discountCodes.id));
    },

    /** One of the club's current codes, or null (another club's, a retired one, none). */
    async find(clubId: number, discountCodeId: number) {
      const [row] = await db
        .select()
        .from(discountCodes)
        .where(and(current(clubId), eq(discountCodes.id, discountCodeId)));
      return row ?? null;
    },

    /** Whether another of the club's current codes is already this code. */
    async taken(clubId: number, code: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: discountCodes.id })
        .from(discountCodes)
        .where(
          and(
            current(clubId),
            eq(discountCodes.code, code),
            exceptId === undefined ? undefined : ne(discountCodes.id, exceptId),
          ),
        );
      return rows.length > 0;
    },

    /** Uses of these codes: orders carrying them that are not cancelled. */
    async usesOf(codeIds: number[]): Promise<Map<number, number>> {
      if (codeIds.length === 0) return new Map();
      const rows = await db
        .select({ id: orders.discountCodeId, n: count() })
        .from(orders)
        .where(and(inArray(orders.discountCodeId, codeIds), ne(orders.status, 'cancelled')))
        .groupBy(orders.discountCodeId);
      return new Map(rows.map((r) => [r.id!, r.n]));
    },

    /** Whether any order, cancelled or not, carries the code. */
    async anyOrderCarries(discountCodeId: number): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.discountCodeId, discountCodeId));
      return row.n > 0;
    },

    /** The club's orders that carry the code, newest first, with the parent who made each. */
    ordersUsing(clubId: number, discountCodeId: number) {
      return db
        .select({
          orderId: orders.id,
          createdAt: orders.createdAt,
          status: orders.status,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.parentUserId))
        .where(and(eq(orders.clubId, clubId), eq(orders.discountCodeId, discountCodeId)))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    /** The club's runs (with their term), camps and terms among these ids: what a scope names. */
    async scopeOf(clubId: number, scope: DiscountCodeScope) {
      const none = Promise.resolve([]);
      const [runRows, campRows, termRows] = await Promise.all([
        scope.runIds.length === 0
          ? none
          : db
              .select({ id: runs.id, className: runs.className, termName: terms.name })
              .from(runs)
              .innerJoin(terms, eq(terms.id, runs.termId))
              .where(and(eq(runs.clubId, clubId), inArray(runs.id, scope.runIds)))
              .orderBy(asc(terms.startsAt), asc(runs.className), asc(runs.id)),
        scope.campIds.length === 0
          ? none
          : db
              .select({ id: camps.id, className: camps.className })
              .from(camps)
              .where(and(eq(camps.clubId, clubId), inArray(camps.id, scope.campIds)))
              .orderBy(asc(camps.className), asc(camps.id)),
        scope.termIds.length === 0
          ? none
          : db
              .select({ id: terms.id, name: terms.name })
              .from(terms)
              .where(and(eq(terms.clubId, clubId), inArray(terms.id, scope.termIds)))
              .orderBy(asc(terms.startsAt), asc(terms.id)),
      ]);
      return { runs: runRows, camps: campRows, terms: termRows };
    },

    async insert(clubId: number, fields: DiscountCodeFields): Promise<number> {
      const [row] = await db
        .insert(discountCodes)
        .values({ clubId, ...storedColumns(fields) })
        .returning({ id: discountCodes.id });
      return row.id;
    },

    async update(clubId: number, discountCodeId: number, fields: DiscountCodeFields): Promise<void> {
      await db
        .update(discountCodes)
        .set(storedColumns(fields))
        .where(and(current(clubId), eq(discountCodes.id, discountCodeId)));
    },

    /** Paused or resumed; or retired (`retiredAt`): kept for the orders carrying it, gone for everyone else. */
    async mark(clubId: number, discountCodeId: number, marks: { paused?: boolean; retiredAt?: Date }): Promise<void> {
      await db
        .update(discountCodes)
        .set(marks)
        .where(and(current(clubId), eq(discountCodes.id, discountCodeId)));
    },

    async delete(clubId: number, discountCodeId: number): Promise<void> {
      await db.delete(discountCodes).where(and(current(clubId), eq(discountCodes.id, discountCodeId)));
    },
  };
}

export type DiscountCodeAdminRepository = ReturnType<typeof discountCodeAdminRepository>;
