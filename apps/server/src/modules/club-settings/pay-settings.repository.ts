import type { PolicyKind } from '@clubroom/domain/api';
import { PAYMENT_SETTING_PREFIX } from '@clubroom/domain/rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubPolicies } from '../../db/schema/index.js';
import { clubSettingsStore } from './club-settings-store.repository.js';
import { clubPaymentSettingsRepository } from './club-payment-settings.repository.js';
import { photoPermissionsRepository } from './photo-permissions.repository.js';

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

    ...photoPermissionsRepository(db),
  };
}

export type PaySettingsRepository = ReturnType<typeof paySettingsRepository>;
