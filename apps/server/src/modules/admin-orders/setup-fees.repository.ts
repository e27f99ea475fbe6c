import { and, asc, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { setupFeePaidAt } from '../booking/index.js';
import type { Db } from '../../db/client.js';
import {
  bookings,
  children,
  clubBookingSettings,
  clubChildren,
  orderLines,
  orders,
  users,
} from '../../db/schema/index.js';

const hasPlace = (kind: 'run' | 'camp'): SQL =>
  sql`exists (select 1 from ${bookings} where ${bookings.clubId} = ${clubChildren.clubId}
    and ${bookings.childId} = ${children.id} and ${bookings.status} = 'confirmed'
    and ${kind === 'run' ? bookings.runId : bookings.campDayId} is not null)`;

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** The setup-fee tools' reads: the club's fee settings, and its children with when each fee was last paid. */
export function setupFeesRepository(db: Db) {
  return {
    async setupFeeSettings(clubId: number) {
      const [row] = await db
        .select({
          amount: clubBookingSettings.setupFeeAmount,
          mandatory: clubBookingSettings.setupFeeMandatory,
          resetAt: clubBookingSettings.setupFeesResetAt,
        })
        .from(clubBookingSettings)
        .where(eq(clubBookingSettings.clubId, clubId));
      return row ?? { amount: 0, mandatory: false, resetAt: null };
    },

    /**
     * The club's children for 'Create new setup fees', by name: from `start`, `count` of them, with
     * whether each has a place in a class or a camp, when their setup fee was last paid (booking's rule of a paid
     * fee) and whether an order with one waits for payment.
     */
    async setupFeeContacts(
      clubId: number,
      page: { start: number; count: number; inProgramme: boolean; inCamp: boolean; childIds?: number[] },
    ) {
      const lastPaidAt = db
        .select({ at: max(orders.completedAt) })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(setupFeePaidAt(clubId), eq(orderLines.childId, children.id)));
      const pending = sql<boolean>`exists (select 1 from ${orderLines}
        join ${orders} on ${orders.id} = ${orderLines.orderId}
        where ${orders.clubId} = ${clubId} and ${orderLines.childId} = ${children.id}
          and ${orderLines.type} = 'setup-fee' and ${orders.status} = 'pending')`;
      const where = and(
        eq(clubChildren.clubId, clubId),
        page.inProgramme ? hasPlace('run') : undefined,
        page.inCamp ? hasPlace('camp') : undefined,
        page.childIds ? inArray(children.id, page.childIds) : undefined,
      );
      const rows = await db
        .select({
          childId: children.id,
          childFirstName: children.firstName,
          childLastName: children.lastName,
          parentUserId: users.id,
          parentFirstName: users.firstName,
          parentLastName: users.lastName,
          parentEmail: users.email,
          inProgramme: sql<boolean>`${hasPlace('run')}`,
          inCamp: sql<boolean>`${hasPlace('camp')}`,
          lastPaidAt: sql<Date | string | null>`(${lastPaidAt})`,
          pending,
        })
        .from(clubChildren)
        .innerJoin(children, eq(children.id, clubChildren.childId))
        .innerJoin(users, eq(users.id, children.parentUserId))
        .where(where)
        .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id))
        .offset(page.start)
        .limit(page.count);
      const [{ total }] = await db
        .select({ total: count() })
        .from(clubChildren)
        .innerJoin(children, eq(children.id, clubChildren.childId))
        .where(where);
      return { rows: rows.map((r) => ({ ...r, lastPaidAt: asDate(r.lastPaidAt) })), total };
    },
  };
}

export type SetupFeesRepository = ReturnType<typeof setupFeesRepository>;
