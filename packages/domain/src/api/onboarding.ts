import { z } from 'zod';
import { clubNameProblem, clubPhoneProblem } from '../rules/club-details.js';
import { REGION_CODES } from '../rules/regions.js';
import { normaliseSubdomain, subdomainProblem } from '../rules/subdomain.js';
import { defineRoute } from './define-route.js';
import { emailSchema } from './people.js';
import { plainText } from './text.js';

/**
 * Creating a club (issue 13) on the platform's own site: choosing a subdomain, the country, creating the club,
 * the sign-up's details step on the club's site, and setting up card payments (docs/club-settings.md,
 * "Creating a club").
 */

const subdomainTyped = plainText().max(253, 'must be at most 253 characters').transform(normaliseSubdomain);

export const subdomainReasons = [
  'too-short',
  'too-long',
  'characters',
  'hyphen-ends',
  'punycode',
  'reserved',
  'taken',
] as const;
export type SubdomainReason = (typeof subdomainReasons)[number];

export const subdomainStatusBodySchema = z.object({ subdomain: subdomainTyped });
export const subdomainStatusResponseSchema = z.object({
  subdomain: z.string().describe('as it would be: trimmed, lower case'),
  available: z.boolean(),
  reason: z.enum(subdomainReasons).nullable().describe('why it is not available; null when it is'),
});
export type SubdomainStatus = z.infer<typeof subdomainStatusResponseSchema>;

/** A subdomain a club can have (its shape; the server says whether it is free). */
export const subdomainSchema = subdomainTyped.superRefine((value, ctx) => {
  const problem = subdomainProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: `is not a subdomain a club can have (${problem})` });
});

export const countrySchema = z.enum(REGION_CODES, 'must be one of the countries offered');

export const newClientBodySchema = z.object({ subdomain: subdomainSchema, country: countrySchema });
export const newClientResponseSchema = z.object({
  clubId: z.number().int(),
  subdomain: z.string(),
  continueUrl: z
    .string()
    .describe("the club's site, signing the creator in there once (a single-use link living two minutes)"),
});
export type NewClientResponse = z.infer<typeof newClientResponseSchema>;

export const betaCountrySignUpBodySchema = z.object({ email: emailSchema, country: countrySchema });
export const betaCountrySignUpResponseSchema = z.object({ status: z.literal('registered') });

export const continueQuerySchema = z.object({ token: z.string().max(100).optional() });

/** The club name, as the one rule in `rules/club-details.ts` says. */
export const clubNameSchema = z
  .string()
  .superRefine((value, ctx) => {
    const problem = clubNameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.trim());
/** The club phone, as the one rule in `rules/club-details.ts` says. */
export const clubPhoneSchema = z
  .string()
  .superRefine((value, ctx) => {
    const problem = clubPhoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.trim());

export const clubSignUpDetailsSchema = z.object({
  clubName: z.string(),
  phone: z.string(),
  country: z.string(),
  onSignUp: z.boolean().describe("true from 'Create a club' until the details are saved"),
});
export type ClubSignUpDetails = z.infer<typeof clubSignUpDetailsSchema>;

export const clubNameBodySchema = z.object({ clubName: clubNameSchema });
export const clubDetailsBodySchema = z.object({ clubName: clubNameSchema, phone: clubPhoneSchema });
export const clubDetailsSavedSchema = z.object({
  next: z.string().describe('where the sign-up goes on: the set-up-payments transition'),
});

export const paymentAccountStatuses = ['not-connected', 'onboarding', 'connected'] as const;
export const paymentAccountSchema = z.object({
  status: z
    .enum(paymentAccountStatuses)
    .describe(
      'not-connected: no account yet; onboarding: an account whose details the provider still needs; connected: it takes payments',
    ),
  provider: z.enum(['sandbox', 'stripe']),
  accountId: z.string().nullable().describe("the club's connected account (`acct_…`)"),
  absorbCharges: z.union([z.literal(0), z.literal(1)]).describe('1: the club pays the fees; 0: parents do'),
  hasTerms: z.boolean().describe('whether the club has a term yet (what to do next)'),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

export const connectAccountResponseSchema = z.object({
  status: z.enum(paymentAccountStatuses),
  url: z.string().nullable().describe("the provider's onboarding page to go to; null when nothing is left to do there"),
});
export type ConnectAccountResponse = z.infer<typeof connectAccountResponseSchema>;

const platformRoute = { tags: ['onboarding'], scope: 'platform' } as const;
const organisers = { roles: ['organiser', 'platform_manager'] } as const;
const clubRoute = { tags: ['onboarding'], scope: 'club' } as const;

export const onboardingApi = {
  subdomainStatusCheck: defineRoute({
    ...platformRoute,
    operationId: 'subdomainStatusCheck',
    method: 'POST',
    path: '/api/subdomain-status-check',
    summary: 'Whether a subdomain can be a new club’s: its shape, the reserved names, and whether a club has it',
    access: 'signed-in',
    body: subdomainStatusBodySchema,
    response: subdomainStatusResponseSchema,
  }),
  newClient: defineRoute({
    ...platformRoute,
    operationId: 'newClient',
    method: 'POST',
    path: '/api/new-client',
    summary: 'Create a club: the signed-in person becomes its organiser with financial access',
    access: 'signed-in',
    body: newClientBodySchema,
    response: newClientResponseSchema,
    switchedSession: 'refused',
    errors: ['SUBDOMAIN_TAKEN', 'RATE_LIMITED'],
  }),
  betaCountrySignUp: defineRoute({
    ...platformRoute,
    operationId: 'betaCountrySignUp',
    method: 'POST',
    path: '/api/beta-country-sign-up',
    summary: 'Ask to hear when Clubroom fully supports a country (the same answer whether or not the address is known)',
    access: 'public',
    body: betaCountrySignUpBodySchema,
    response: betaCountrySignUpResponseSchema,
    errors: ['RATE_LIMITED'],
  }),
  continueToNewClub: defineRoute({
    ...clubRoute,
    operationId: 'continueToNewClub',
    method: 'GET',
    path: '/api/new-client/continue',
    summary: "Sign the club's creator in on the club's site with the single-use link `new-client` answered, then go on",
    access: 'public',
    query: continueQuerySchema,
    redirects: true,
  }),
  clubSignUpDetails: defineRoute({
    ...clubRoute,
    operationId: 'clubSignUpDetails',
    method: 'GET',
    path: '/api/client/sign-up/details',
    summary: "The sign-up's details step: the club's name and phone, and whether the sign-up is still on",
    access: organisers,
    response: clubSignUpDetailsSchema,
  }),
  saveClubName: defineRoute({
    ...clubRoute,
    operationId: 'saveClubName',
    method: 'POST',
    path: '/api/client/sign-up/club-name',
    summary: 'Save the club name as the organiser types (after a one second pause)',
    access: organisers,
    body: clubNameBodySchema,
    response: z.object({ clubName: z.string() }),
  }),
  saveClubSignUpDetails: defineRoute({
    ...clubRoute,
    operationId: 'saveClubSignUpDetails',
    method: 'POST',
    path: '/api/client/sign-up/details',
    summary: "Save the club's name and phone, ending the sign-up: it goes on to setting up payments",
    access: organisers,
    body: clubDetailsBodySchema,
    response: clubDetailsSavedSchema,
  }),
  paymentAccountStatus: defineRoute({
    ...clubRoute,
    operationId: 'paymentAccountStatus',
    method: 'GET',
    path: '/api/v4/client/account/status',
    summary: "The club's card-payment account: connected or not, the fee mode, and what is next",
    access: { ...organisers, financial: true },
    response: paymentAccountSchema,
    errors: ['BUSY'],
  }),
  connectAccountUrl: defineRoute({
    ...clubRoute,
    operationId: 'connectAccountUrl',
    switchedSession: 'refused', // the account the club's money is paid into
    method: 'POST',
    path: '/api/v4/client/connect-account-url',
    summary:
      "Connect the club's card-payment account: the sandbox connects at once; Stripe answers its onboarding link",
    access: { ...organisers, financial: true },
    response: connectAccountResponseSchema,
    errors: ['BUSY'],
  }),
} as const;
