import { z } from 'zod';
import { feesMessages } from '../messages/fees.js';
import { dropdownSettingKeys, featureKeys, toggleSettingKeys } from '../rules/club-settings-catalogue.js';
import { readSalesCalculatorForm, salesCalculation } from '../rules/fee-calculator.js';
import { defineRoute } from './define-route.js';

/** The spec's boolean settings travel as numbers (spec §4: "the server returns the new value as a number"). */
const zeroOrOne = z.union([z.literal(0), z.literal(1)]);
const minorUnits = z.number().int().describe('minor units');

/** Club fee data (spec §3) and the four switches of the Club Health Check. */
export const healthCheckSchema = z.object({
  smsInvoices: zeroOrOne,
  absorbCharges: zeroOrOne,
  paymentSecuresBooking: zeroOrOne,
  /** Listed on the public discovery (listing) site. */
  listed: zeroOrOne,
  fees: z.object({
    commissionPercent: z.number(),
    providerPercent: z.number(),
    fixedFee: minorUnits,
    currencySymbol: z.string(),
    supportsListingSite: z.boolean(),
    supportsSms: z.boolean(),
  }),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;
export const healthCheckResponseSchema = z.object({ data: healthCheckSchema });

export const flagResponseSchema = z.object({ data: zeroOrOne });
export const platformFeeSettingsSchema = z.object({ absorbCharges: zeroOrOne, paymentSecuresBooking: zeroOrOne });
export const passOnResponseSchema = z.object({ data: platformFeeSettingsSchema });
/** GET payment-secures-booking settings (spec §7): the two flags at the top level. */
export const paymentSecuresBookingResponseSchema = platformFeeSettingsSchema;

export const smsInvoicesBodySchema = z.object({ smsInvoices: zeroOrOne });
export const listingBodySchema = z.object({ listed: zeroOrOne });

export const featureBodySchema = z.object({ feature: z.enum(featureKeys) });
export const featureParamSchema = featureBodySchema;
export const settingBodySchema = z.object({ setting: z.enum(toggleSettingKeys) });
export const settingParamSchema = settingBodySchema;
export const dropdownBodySchema = z.object({ setting: z.enum(dropdownSettingKeys) });
export const dropdownParamSchema = z.object({
  value: z.string().min(1).max(40).describe("one of the setting's options"),
});
export const dropdownResponseSchema = z.object({ data: z.string() });

/** Every toggle and dropdown setting of the catalogue with the club's value (its default when never set). */
export const clubOptionsResponseSchema = z.object({
  data: z.object({
    settings: z.record(z.enum(toggleSettingKeys), zeroOrOne),
    dropdowns: z.record(z.enum(dropdownSettingKeys), z.string()),
  }),
});
export type ClubSettingsValues = z.infer<typeof clubOptionsResponseSchema>['data'];

const calculatorField = z.string({ error: 'is required' }).max(20, 'must be at most 20 characters');
/**
 * The Sales Calculator's four inputs as the form takes them (Desired Class Price in pounds, Platform Fee Percentage,
 * Fixed Fee in pence, Bookings), each read by the same rule as the web's form: 'Please enter a number.' otherwise.
 */
export const salesCalculatorQuerySchema = z
  .object({ price: calculatorField, percent: calculatorField, fixedFee: calculatorField, bookings: calculatorField })
  .superRefine((form, ctx) => {
    for (const [field, problem] of Object.entries(readSalesCalculatorForm(form).problems ?? {})) {
      const message = problem === 'must be a number' ? feesMessages.fees.calculator.mustBeNumber : problem;
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((form) => salesCalculation(readSalesCalculatorForm(form).input!));
export const salesCalculationSchema = z.object({
  passedOnCost: minorUnits.describe('what parents pay when the fees are passed on'),
  increasePercent: z.number().describe('the percentage the price must rise by to leave the desired price'),
  absorbedTotal: minorUnits,
  processingCost: minorUnits.describe('the absorbed total minus the class price'),
  roundedTotal: minorUnits.describe('the absorbed total rounded up to a whole pound'),
  profit: minorUnits.describe('what rounding up earns over all the bookings'),
  extraBookings: z.number().int().describe("'like having X extra bookings'"),
});

/** Fees and the Health Check are money: the club's managers with financial access, and platform managers. */
const finance = {
  tags: ['club-settings'],
  access: { roles: ['organiser', 'franchise_manager', 'platform_manager'], financial: true },
  scope: 'club',
} as const;
/** Toggle and dropdown settings: the club's managers. */
const managers = {
  tags: ['club-settings'],
  access: { roles: ['organiser', 'franchise_manager', 'platform_manager'] },
  scope: 'club',
} as const;

/**
 * Platform fees, the Club Health Check and the club's toggles (issue 13), under the spec's legacy `/api/settings`
 * group: fee mode (pass on or absorb), Payment Secures Booking, SMS invoices, the listing switch, toggle and
 * dropdown settings, feature toggles. The rules of the switches are in docs/club-settings.md.
 */
export const feesApi = {
  salesCalculator: defineRoute({
    operationId: 'salesCalculator',
    method: 'GET',
    path: '/api/v4/public/sales-calculator',
    summary: "The Sales Calculator's figures (spec §2, §9) for its four inputs, on any host, for anyone",
    tags: ['club-settings'],
    access: 'public',
    scope: 'platform',
    query: salesCalculatorQuerySchema,
    response: salesCalculationSchema,
  }),
  healthCheck: defineRoute({
    ...finance,
    operationId: 'healthCheck',
    method: 'GET',
    path: '/api/settings/health-check',
    summary: "The Club Health Check's switches (numbers 0/1) and the club's fee data",
    response: healthCheckResponseSchema,
  }),
  updatePlatformFees: defineRoute({
    ...finance,
    operationId: 'updatePlatformFees',
    switchedSession: 'refused', // the club's fee mode: a money setting
    method: 'POST',
    path: '/api/settings/platform-fees',
    summary: 'Absorb the platform fees (no body): the club pays them, parents pay the price. Answers data: 1',
    response: flagResponseSchema,
  }),
  passOnPlatformFees: defineRoute({
    ...finance,
    operationId: 'passOnPlatformFees',
    switchedSession: 'refused', // the club's fee mode: a money setting
    method: 'POST',
    path: '/api/settings/platform-fees/pass-on',
    summary:
      'Pass the platform fees on to parents (no body); Payment Secures Booking needs absorbing, so it is switched off too',
    response: passOnResponseSchema,
  }),
  paymentSecuresBookingSettings: defineRoute({
    ...finance,
    operationId: 'paymentSecuresBookingSettings',
    method: 'GET',
    path: '/api/settings/payment-secures-booking',
    summary: 'Whether payment secures a booking, and whether the club absorbs the fees (both 0/1)',
    response: paymentSecuresBookingResponseSchema,
  }),
  feature: defineRoute({
    ...finance,
    operationId: 'feature',
    method: 'GET',
    path: '/api/settings/features/:feature',
    summary: 'A feature toggle of the club (0/1)',
    params: featureParamSchema,
    response: flagResponseSchema,
  }),
  toggleFeature: defineRoute({
    ...finance,
    operationId: 'toggleFeature',
    switchedSession: 'refused', // a financial setting of the club
    method: 'POST',
    path: '/api/settings/features/toggle',
    summary:
      'Switch a feature over; beta-payment-secures-booking is Payment Secures Booking, refused (409) while fees are passed on',
    body: featureBodySchema,
    response: flagResponseSchema,
    errors: ['CONFLICT'],
  }),
  updateSmsInvoices: defineRoute({
    ...finance,
    operationId: 'updateSmsInvoices',
    switchedSession: 'refused', // invoices by SMS: a money setting
    method: 'POST',
    path: '/api/settings/sms',
    summary:
      "SMS invoices on (1): an SMS goes with every invoice. Once on it stays on (0 is refused, 409); only where the club's country supports SMS",
    body: smsInvoicesBodySchema,
    response: flagResponseSchema,
    errors: ['CONFLICT'],
  }),
  updateListing: defineRoute({
    ...finance,
    operationId: 'updateListing',
    switchedSession: 'refused', // a financial setting of the club
    method: 'POST',
    path: '/api/settings/listing',
    summary: "List the club's classes on the public discovery site (1) or not (0); on only where the country has it",
    body: listingBodySchema,
    response: flagResponseSchema,
    errors: ['CONFLICT'],
  }),
  clubSettings: defineRoute({
    ...managers,
    operationId: 'clubSettings',
    method: 'GET',
    path: '/api/settings/toggles',
    summary: 'Every club option (toggle and dropdown settings) with the club’s value',
    response: clubOptionsResponseSchema,
  }),
  setting: defineRoute({
    ...managers,
    operationId: 'setting',
    method: 'GET',
    path: '/api/settings/setting/:setting',
    summary: 'A toggle setting of the club (0/1)',
    params: settingParamSchema,
    response: flagResponseSchema,
  }),
  toggleSetting: defineRoute({
    ...managers,
    operationId: 'toggleSetting',
    method: 'POST',
    path: '/api/settings/toggle',
    summary: 'Switch a toggle setting over; answers its new value (0/1)',
    body: settingBodySchema,
    response: flagResponseSchema,
  }),
  dropdownSetting: defineRoute({
    ...managers,
    operationId: 'dropdownSetting',
    method: 'POST',
    path: '/api/settings/dropdown/:value',
    summary: "Choose a dropdown setting's value (in the path; one of its options)",
    params: dropdownParamSchema,
    body: dropdownBodySchema,
    response: dropdownResponseSchema,
  }),
};
