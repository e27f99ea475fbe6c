import type { PolicyKind } from '@clubroom/domain/api';
import { PAYMENT_SETTING_PREFIX } from '@clubroom/domain/rules';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bookings,
  children,
  clubBookingSettings,
  clubChildren,
  clubPolicies,
  orderLines,
  orders,
  photoPermissions,
  users,
} from '../../db/schema/index.js';
import { clubSettingsStore } from './club-settings-store.repository.js';
import { clubPaymentSettingsRepository } from './club-payment-settings.repository.js';

const hasPlace = (kind: 'run' | 'camp'): SQL =>
  sql`exists (select 1 from ${bookings} where ${bookings.clubId} = ${clubChildren.clubId}
    and ${bookings.childId} = ${children.id} and ${bookings.status} = 'confirmed'
    and ${kind === 'run' ? bookings.runId : bookings.campDayId} is not null)`;

/** The child's latest completed setup-fee order at the club (when paid), and whether one waits for payment. */
const lastSetupFeePaid = sql<Date | string | null>`(select max(${orders.completedAt}) from ${orderLines}
  join ${orders} on ${orders.id} = ${orderLines.orderId}
  where ${orders.clubId} = ${clubChildren.clubId} and ${orderLines.childId} = ${children.id}
    and ${orderLines.type} = 'setup-fee' and ${orders.status} = 'completed')`;
const setupFeePending = sql<boolean>`exists (select 1 from ${orderLines}
  join ${orders} on ${orders.id} = ${orderLines.orderId}
  where ${orders.clubId} = ${clubChildren.clubId} and ${orderLines.childId} = ${children.id}
    and ${orderLines.type} = 'setup-fee' and ${orders.status} = 'pending')`;

/** Timestamps from a subquery come back as text on some drivers. */
const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export function paySettingsRepository(db: Db) {
  const settings = clubSettingsStore(db);
  const payment = clubPaymentSettingsRepository(db);
  return {
    /** The club's payment settings, key → value (only the `payment-method:` keys). */
    paymentSettingsOf: (clubId: number) => settings.valuesStartingWith(clubId, PAYMENT_SETTING_PREFIX),

    savePaymentSetting: settings.put,

    clubPaymentOf: payment.clubPaymentOf,
    savePaymentInstructions: payment.savePaymentInstructions,
    saveSubscriptionIds: payment.saveSubscriptionIds,

    async savePolicy(clubId: number, kind: PolicyKind, text: string, now: Date) {
      const [row] = await db
        .insert(clubPolicies)
        .values({ clubId, kind, text, updatedAt: now })
        .onConflictDoUpdate({ target: [clubPolicies.clubId, clubPolicies.kind], set: { text, updatedAt: now } })
        .returning({ text: clubPolicies.text, updatedAt: clubPolicies.updatedAt });
      return row;
    },

    async deletePolicy(clubId: number, kind: PolicyKind): Promise<void> {
      await db.delete(clubPolicies).where(and(eq(clubPolicies.clubId, clubId), eq(clubPolicies.kind, kind)));
    },

    /** Every child of the club with their parent and the parent's photo answer for the club (null: none). */
    photoPermissionsOf(clubId: number) {
      return db
        .select({
          childId: children.id,
          firstName: children.firstName,
          lastName: children.lastName,
          parentFirstName: users.firstName,
          parentLastName: users.lastName,
          allowed: photoPermissions.allowed,
        })
        .from(clubChildren)
        .innerJoin(children, eq(children.id, clubChildren.childId))
        .innerJoin(users, eq(users.id, children.parentUserId))
        .leftJoin(photoPermissions, and(eq(photoPermissions.childId, children.id), eq(photoPermissions.clubId, clubId)))
        .where(eq(clubChildren.clubId, clubId))
        .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id));
    },

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
     * whether each has a place in a class or a camp and when their setup fee was last paid.
     */
    async setupFeeContacts(
      clubId: number,
      page: { start: number; count: number; inProgramme: boolean; inCamp: boolean; childIds?: number[] },
    ) {
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
          lastPaidAt: lastSetupFeePaid,
          pending: setupFeePending,
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

export type PaySettingsRepository = ReturnType<typeof paySettingsRepository>;
