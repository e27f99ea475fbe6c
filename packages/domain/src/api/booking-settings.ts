import { z } from 'zod';
import { bookingSettingsMessages } from '../messages/booking-settings.js';
import { scheduleManagers } from './admin-schedule.js';
import { defineRoute } from './define-route.js';

const texts = bookingSettingsMessages.bookingSettings;

/** The longest notice a club may ask for before a parent's cancel (days). */
export const CANCEL_DAYS_MAX = 60;
/** The largest setup fee (minor units: £1,000). */
export const SETUP_FEE_MAX = 100_000;

/** What a parent's own cancel does with the money of a place paid by card. */
export const cancellationRefunds = ['refund', 'credit', 'club'] as const;
export type CancellationRefund = (typeof cancellationRefunds)[number];
/** A stored policy as one of the three; anything else (none stored) is the default, 'club'. */
export const cancellationRefundOf = (stored: string | null | undefined): CancellationRefund =>
  cancellationRefunds.find((policy) => policy === stored) ?? 'club';

/** The most places of one run a club may let one family hold at once. */
export const HOLD_CAP_MAX = 50;

/** The club's booking settings as its managers set them; the booking rules read the same row. */
export const bookingSettingsSchema = z.object({
  cancelDaysBefore: z
    .number({ error: texts.cancelDaysInvalid })
    .int(texts.cancelDaysInvalid)
    .min(0, texts.cancelDaysInvalid)
    .max(CANCEL_DAYS_MAX, texts.cancelDaysInvalid)
    .nullable()
    .describe('parents may cancel online up to this many days before the first session; null: not online'),
  cancellationRefund: z
    .enum(cancellationRefunds, { error: texts.refundInvalid })
    .describe(
      "a parent's own cancel of a place paid online: 'refund' gives its price back to the card at once; 'credit' keeps it as credit for a later booking; 'club' arranges it",
    ),
  setupFeeAmount: z
    .number({ error: texts.amountInvalid })
    .int(texts.amountInvalid)
    .min(0, texts.amountInvalid)
    .max(SETUP_FEE_MAX, texts.amountInvalid)
    .describe('minor units, paid once per family with its first order; 0: none'),
  setupFeeMandatory: z.boolean().describe('every family must pay it (else they are reminded)'),
  holdCapPerRun: z
    .number({ error: texts.holdCapInvalid })
    .int(texts.holdCapInvalid)
    .min(1, texts.holdCapInvalid)
    .max(HOLD_CAP_MAX, texts.holdCapInvalid)
    .nullable()
    .default(null)
    .describe(
      'the most places of one class a family may hold at once (basket and orders waiting for payment); null: as many as the family has children',
    ),
  trialsOffered: z
    .boolean()
    .default(true)
    .describe("trial sessions at all: off, no class shows 'Book a Trial' and booking a trial is refused"),
});
export type BookingSettingsForm = z.infer<typeof bookingSettingsSchema>;
export type BookingSettingsInput = z.input<typeof bookingSettingsSchema>;
export const bookingSettingsResponseSchema = z.object({ data: bookingSettingsSchema });

const settings = { tags: ['club-settings'], access: scheduleManagers, scope: 'club' } as const;

/** The club's booking settings page (/cms/settings/booking). */
export const bookingSettingsApi = {
  clubBookingSettings: defineRoute({
    ...settings,
    operationId: 'clubBookingSettings',
    method: 'GET',
    path: '/api/v4/client/booking-settings',
    summary: "The club's booking settings: when parents may cancel online, and its setup fee",
    response: bookingSettingsResponseSchema,
  }),
  saveClubBookingSettings: defineRoute({
    ...settings,
    operationId: 'saveClubBookingSettings',
    method: 'PUT',
    path: '/api/v4/client/booking-settings',
    summary: "Save the club's booking settings (all of them at once)",
    // A setting of the club's money: its staff's own act, never support's in a switched session.
    switchedSession: 'refused',
    body: bookingSettingsSchema,
    response: bookingSettingsResponseSchema,
  }),
};
