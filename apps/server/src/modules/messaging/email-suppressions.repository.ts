import type { EmailSuppressionReason } from '@clubroom/domain/rules';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailSuppressions } from '../../db/schema/messaging.js';

/** Addresses no email goes to (table email_suppressions, lower-cased addresses): a permanent bounce, a complaint. */
export function emailSuppressionsRepository(db: Db) {
  return {
    /** Suppresses the address; a later event's reason and time replace an earlier one's. */
    async suppress(email: string, reason: EmailSuppressionReason, eventAt: Date, now: Date): Promise<void> {
      const address = email.toLowerCase();
      await db
        .insert(emailSuppressions)
        .values({ email: address, reason, eventAt, createdAt: now })
        .onConflictDoUpdate({ target: emailSuppressions.email, set: { reason, eventAt } });
    },
    /** The suppressed ones of these addresses (lower-cased), with why. */
    async suppressed(emails: string[]): Promise<Map<string, EmailSuppressionReason>> {
      const addresses = [...new Set(emails.map((email) => email.toLowerCase()))];
      if (addresses.length === 0) return new Map();
      const rows = await db
        .select({ email: emailSuppressions.email, reason: emailSuppressions.reason })
        .from(emailSuppressions)
        .where(inArray(emailSuppressions.email, addresses));
      return new Map(rows.map((row) => [row.email, row.reason as EmailSuppressionReason]));
    },
  };
}
