import { z } from 'zod';
import { paySettingsMessages } from '../messages/pay-settings.js';
import { isPaymentSetting, PAYMENT_SETTING_TEXT_MAX, paymentSettingValueProblem } from '../rules/payment-methods.js';
import { policyResponseSchema } from './clubs.js';
import { defineRoute } from './define-route.js';
import { listSearchSchema, pageFieldsSchema, pageNumberSchema } from './paging.js';
import { photoAnswers } from './photo-answers.js';
import { plainText } from './text.js';

const texts = paySettingsMessages.paySettings;

// ---- Club Settings – Payments ----

/** The club's payment settings (key → value, keys from `paymentSettingDescriptors`) and its parent payment instructions. */
export const paymentSettingsMapSchema = z
  .record(z.string(), z.string())
  .describe("key → value: a method's title_setting '1' on / '0' off, and its inputs' details");
export const adminPaymentSettingsResponseSchema = z.object({
  data: paymentSettingsMapSchema,
  paymentInstructions: z.string(),
});
export type AdminPaymentSettings = z.infer<typeof adminPaymentSettingsResponseSchema>;

/** Spec: POST update payment settings, body `setting`, `value`; an unknown setting or a value of the wrong kind is a 400 naming it. */
export const updatePaymentSettingBodySchema = z
  .object({
    setting: z.string().max(80),
    value: plainText().max(PAYMENT_SETTING_TEXT_MAX),
  })
  .superRefine((body, ctx) => {
    if (!isPaymentSetting(body.setting)) {
      ctx.addIssue({ code: 'custom', path: ['setting'], message: texts.notAPaymentSetting });
      return;
    }
    const problem = paymentSettingValueProblem(body.setting, body.value);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
export type UpdatePaymentSettingBody = z.infer<typeof updatePaymentSettingBodySchema>;
export const updatePaymentSettingResponseSchema = z.object({ data: paymentSettingsMapSchema });

/** Parent payment instructions: free text (line breaks kept). */
export const PAYMENT_INSTRUCTIONS_MAX = 2_000;
const paymentInstructionsSchema = z
  .string()
  .max(PAYMENT_INSTRUCTIONS_MAX)
  .refine((v) => !v.includes('\u0000'), 'must not contain NUL');
export const paymentInstructionsBodySchema = z.object({ paymentInstructions: paymentInstructionsSchema });

/** Card payments are on exactly while the club's card-payment account is connected: no setting turns them on. */
export const CARD_PAYMENT_SETTING = 'payment-method:card';

/**
 * The payment settings page's one Save (issue 23.6): every method's switch and details and the instructions, checked
 * whole (each setting as the one-setting route checks it, a problem a 400 naming `body.settings.<key>`), then
 * saved together or not at all.
 */
export const savePaymentSettingsBodySchema = z
  .object({
    settings: z.record(z.string().max(80), plainText().max(PAYMENT_SETTING_TEXT_MAX)),
    paymentInstructions: paymentInstructionsSchema,
  })
  .superRefine((body, ctx) => {
    for (const [setting, value] of Object.entries(body.settings)) {
      const problem =
        setting === CARD_PAYMENT_SETTING
          ? texts.cardFollowsAccount
          : !isPaymentSetting(setting)
            ? texts.notAPaymentSetting
            : paymentSettingValueProblem(setting, value);
      if (problem !== null) ctx.addIssue({ code: 'custom', path: ['settings', setting], message: problem });
    }
  });
export type SavePaymentSettingsBody = z.infer<typeof savePaymentSettingsBodySchema>;
export const paymentInstructionsResponseSchema = z.object({ paymentInstructions: z.string() });

/** What parents are told about paying the club other than online: its instructions and the methods switched on. */
export const howToPayResponseSchema = z.object({
  paymentInstructions: z.string(),
  methods: z.array(
    z.object({
      setting: z.string(),
      title: z.string(),
      description: z.string(),
      details: z.array(z.object({ label: z.string(), value: z.string() })),
    }),
  ),
});
export type HowToPay = z.infer<typeof howToPayResponseSchema>;

// ---- Policies ----

/** The longest policy a club may keep. */
export const POLICY_TEXT_MAX = 50_000;
/** A policy's text; empty (or only spaces) clears it, so parents see none. */
export const savePolicyBodySchema = z.object({
  text: z
    .string()
    .max(POLICY_TEXT_MAX)
    .refine((v) => !v.includes('\u0000'), 'must not contain NUL'),
});

// ---- Photo & Video Permissions ----

/** The photo permissions list pages on the server by this many children (spec: tables page by 50). */
export const PHOTO_PERMISSIONS_PAGE_SIZE = 50;

export const photoPermissionsQuerySchema = z.object({
  search: listSearchSchema.describe("part of the child's or the parent's name (case ignored)"),
  answer: z.enum(photoAnswers).optional().describe("only the children with this answer; 'none': not answered"),
  page: pageNumberSchema,
});
export type PhotoPermissionsQuery = z.infer<typeof photoPermissionsQuerySchema>;
export type PhotoPermissionsQueryInput = z.input<typeof photoPermissionsQuerySchema>;

export const photoPermissionsOverviewSchema = z.object({
  people: z.array(
    z.object({
      childId: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      parentName: z.string(),
      status: z.enum(['1', '0']).nullable().describe("'1' yes, '0' no; null when the parent has not answered"),
    }),
  ),
  ...pageFieldsSchema,
  counts: z
    .object({ yes: z.number().int(), no: z.number().int(), none: z.number().int() })
    .describe('how many children the search finds with each answer (the answer filter aside; no search: the club)'),
});
export type PhotoPermissionsOverview = z.infer<typeof photoPermissionsOverviewSchema>;

export const clubPlatformSubscriptionSchema = z.object({
  subscriptionId: z.string().nullable().describe('null: the club must set up a new subscription'),
  previousSubscriptionId: z.string().nullable(),
});
export type ClubPlatformSubscription = z.infer<typeof clubPlatformSubscriptionSchema>;

/** Organisers, franchise managers and platform managers: the club's settings. */
const managers = {
  tags: ['club-settings'],
  access: { roles: ['organiser', 'franchise_manager', 'platform_manager'] },
  scope: 'club',
} as const;
/** As managers, with financial access: payment details are money. */
const finance = {
  ...managers,
  access: { roles: ['organiser', 'franchise_manager', 'platform_manager'], financial: true },
} as const;
/** Clubroom's support staff only. */
const support = { tags: ['club-settings'], access: { roles: ['support'] }, scope: 'club' } as const;

const policyRoute = (operationId: string, kind: string, name: string) =>
  defineRoute({
    ...managers,
    operationId,
    method: 'POST',
    path: `/api/settings/policy/${kind}`,
    summary: `Save the club's ${name} (an empty text clears it)`,
    body: savePolicyBodySchema,
    response: policyResponseSchema,
  });

/** Club Settings – Payments, policies, photo permissions and the platform subscription (spec §2, §7; issue 13). */
export const paySettingsApi = {
  adminPaymentSettings: defineRoute({
    ...finance,
    operationId: 'adminPaymentSettings',
    method: 'GET',
    path: '/api/settings/payment-settings',
    summary: "The club's payment settings (key → value) and parent payment instructions",
    response: adminPaymentSettingsResponseSchema,
  }),
  updatePaymentSetting: defineRoute({
    ...finance,
    operationId: 'updatePaymentSetting',
    switchedSession: 'refused', // how the club is paid: a money setting
    method: 'POST',
    path: '/api/settings/payment-settings',
    summary: 'Set one payment setting: a method on or off, or one of its details',
    body: updatePaymentSettingBodySchema,
    response: updatePaymentSettingResponseSchema,
  }),
  savePaymentSettings: defineRoute({
    ...finance,
    operationId: 'savePaymentSettings',
    switchedSession: 'refused', // how the club is paid: a money setting
    method: 'PUT',
    path: '/api/settings/payment-settings',
    summary: 'Save every payment method setting and the instructions at once (the page’s one Save)',
    body: savePaymentSettingsBodySchema,
    response: adminPaymentSettingsResponseSchema,
  }),
  updatePaymentInstructions: defineRoute({
    ...finance,
    operationId: 'updatePaymentInstructions',
    switchedSession: 'refused', // how the club is paid: a money setting
    method: 'POST',
    path: '/api/settings/payment-instructions',
    summary: "Save the club's parent payment instructions",
    body: paymentInstructionsBodySchema,
    response: paymentInstructionsResponseSchema,
  }),
  howToPay: defineRoute({
    tags: ['club-settings'],
    access: 'signed-in',
    scope: 'club',
    operationId: 'howToPay',
    method: 'GET',
    path: '/api/settings/how-to-pay',
    summary: "How the club's parents may pay other than online: its instructions and the methods it accepts",
    response: howToPayResponseSchema,
  }),
  saveTermsAndConditions: policyRoute('saveTermsAndConditions', 'terms-and-conditions', 'terms and conditions'),
  savePrivacyPolicy: policyRoute('savePrivacyPolicy', 'privacy', 'privacy policy'),
  photoPermissionsOverview: defineRoute({
    ...managers,
    operationId: 'photoPermissionsOverview',
    method: 'GET',
    path: '/api/settings/photo-permissions',
    summary:
      "The club's children with their parent and the parent's photo and video answer (Yes, No or none); searched by name, filtered by answer, counted per answer and paged (50)",
    query: photoPermissionsQuerySchema,
    response: photoPermissionsOverviewSchema,
  }),
  clubPlatformSubscription: defineRoute({
    tags: ['club-settings'],
    access: { roles: ['organiser', 'franchise_manager', 'support', 'platform_manager'] },
    scope: 'club',
    operationId: 'clubPlatformSubscription',
    method: 'GET',
    path: '/rest/v1/client/settings/subscription',
    summary: "The club's card-provider subscription id (null: it must set one up) and the id a reset kept",
    response: clubPlatformSubscriptionSchema,
  }),
  resetStripeSubscription: defineRoute({
    ...support,
    operationId: 'resetStripeSubscription',
    method: 'POST',
    path: '/rest/v1/client/settings/reset-stripe-subscription',
    summary: "Clear the club's card-provider subscription id (kept as the previous one, to restore)",
    response: clubPlatformSubscriptionSchema,
  }),
  restoreStripeSubscription: defineRoute({
    ...support,
    operationId: 'restoreStripeSubscription',
    method: 'POST',
    path: '/rest/v1/client/settings/restore-stripe-subscription',
    summary: 'Put back the subscription id a reset cleared',
    response: clubPlatformSubscriptionSchema,
    errors: ['CONFLICT'],
  }),
};
