import { z } from 'zod';
import { clubStatuses } from '../rules/club-status.js';
import { featureKeys } from '../rules/club-settings-catalogue.js';
import { feeRatesProblems } from '../rules/fee-rates.js';
import { REGION_CODES } from '../rules/regions.js';
import { setThemeBodySchema, clubThemeSchema } from './club-profile.js';
import { defineRoute } from './define-route.js';
import { idParam } from './id.js';
import { pageNumberSchema } from './paging.js';
import { calendarDateSchema } from './people.js';
import { plainText } from './text.js';

/** The console lists this many clubs a page. */
export const CONSOLE_PAGE_SIZE = 50;

const minor = z.number().int().describe('minor units');
const statusSchema = z.enum(clubStatuses);

export const consoleClientsQuerySchema = z.object({
  search: plainText().max(100).optional().describe("part of the club's name, address or owner's email"),
  status: statusSchema.optional(),
  region: z.enum(REGION_CODES).optional().describe('ISO 3166-1 alpha-2'),
  page: pageNumberSchema,
});
export type ConsoleClientsQuery = z.infer<typeof consoleClientsQuerySchema>;

const ownerSchema = z
  .object({ name: z.string(), email: z.string() })
  .nullable()
  .describe("the club's first organiser with financial access; null: none");

export const consoleClientSchema = z.object({
  clientId: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  status: statusSchema,
  region: z.string().describe('ISO 3166-1 alpha-2'),
  createdAt: z.string().describe('ISO 8601'),
  createdDate: z.string().describe("the day the club was created, on the club's calendar (YYYY-MM-DD)"),
  owner: ownerSchema,
  currency: z.string(),
  bookingsThisMonth: z.number().int().describe('places booked this calendar month (Europe/London)'),
  takingsThisMonth: minor.describe('card payments less refunds this month'),
  platformFeesThisMonth: minor.describe("the platform's share of them, less what refunds gave back"),
});

export const consoleClientsResponseSchema = z.object({
  clients: z.array(consoleClientSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  month: z.string().describe("'YYYY-MM': the month the figures are of"),
});

const ratesShape = {
  commissionPercent: z.number().describe("the platform's commission, %"),
  providerPercent: z.number().describe("the card provider's percentage, %"),
  fixedFee: minor.describe('per payment'),
};
export const feeRatesSchema = z.object(ratesShape);

const consoleStylesheetSchema = z.object({
  hash: z.string().describe("the version: 16 hex digits of the CSS's SHA-256, the file's name in its URL"),
  url: z.string().describe("the file on the club's host (text/css)"),
  uploadedAt: z.string().describe('ISO 8601'),
  css: z.string(),
});

export const consoleClientDetailSchema = z.object({
  client: consoleClientSchema.extend({
    timeZone: z.string(),
    phone: z.string(),
    website: z.string(),
    listed: z.boolean(),
    suspendedAt: z.string().nullable().describe('ISO 8601; null: taking bookings'),
    suspendedDate: z.string().nullable().describe("the day it was suspended, on the club's calendar (YYYY-MM-DD)"),
  }),
  staff: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      role: z.string(),
      status: z.string(),
      financialAccess: z.boolean(),
    }),
  ),
  payments: z.object({
    accountId: z.string().nullable().describe('the connected account at the card provider; null: not connected'),
    subscriptionId: z.string().nullable().describe("the club's subscription to the platform; null: none"),
    absorbCharges: z.boolean(),
  }),
  features: z.array(z.object({ feature: z.enum(featureKeys), label: z.string(), on: z.boolean() })),
  rates: z.object({
    current: feeRatesSchema,
    schedule: z.array(
      feeRatesSchema.extend({
        effectiveFrom: z.string().describe("ISO 8601: the start of its first day in the club's time zone"),
        effectiveDate: calendarDateSchema().describe("its first day, YYYY-MM-DD in the club's time zone"),
      }),
    ),
  }),
  skin: clubThemeSchema,
  stylesheet: z
    .object({
      applied: consoleStylesheetSchema.nullable().describe("linked on the club's public pages; null: none"),
      pending: consoleStylesheetSchema
        .extend({
          previewToken: z.string().describe("opens the preview: the club's pages with ?skinPreview=<token>"),
        })
        .nullable()
        .describe('uploaded, not applied yet; null: none'),
    })
    .describe("the club's own stylesheet (a custom skin): the one applied and one uploaded for preview"),
});

export const applyConsoleStylesheetBodySchema = z.object({
  hash: z
    .string()
    .regex(/^[0-9a-f]{16}$/, 'must be a version of the stylesheet')
    .describe('the version previewed: the one uploaded and not applied yet'),
});
export type ApplyConsoleStylesheetBody = z.infer<typeof applyConsoleStylesheetBodySchema>;

export const setConsoleFeatureBodySchema = z.object({ feature: z.enum(featureKeys), on: z.boolean() });

export const setConsoleRatesBodySchema = z
  .object({
    effectiveFrom: calendarDateSchema().describe("YYYY-MM-DD in the club's time zone: today (from now) or later"),
    ...ratesShape,
    fixedFee: z.number().int(),
  })
  .superRefine((rates, ctx) => {
    for (const [path, message] of Object.entries(feeRatesProblems(rates)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

export type ConsoleClient = z.infer<typeof consoleClientSchema>;
export type ConsoleClientsResponse = z.infer<typeof consoleClientsResponseSchema>;
export type ConsoleClientDetail = z.infer<typeof consoleClientDetailSchema>;
export type SetConsoleRatesBody = z.infer<typeof setConsoleRatesBodySchema>;
export type SetConsoleFeatureBody = z.infer<typeof setConsoleFeatureBodySchema>;

const tags = ['platform-console'];
/** Support reads the console; only platform managers change anything. */
const readers = { tags, access: { roles: ['support', 'platform_manager'] }, scope: 'platform' } as const;
const managers = { tags, access: { roles: ['platform_manager'] }, scope: 'platform' } as const;
const clientParam = idParam('clientId');
const detail = { params: clientParam, response: consoleClientDetailSchema, errors: ['NOT_FOUND'] } as const;

/** The platform console (spec: manage — clients, features, skins, rates, pricing; account status and link). */
export const platformConsoleApi = {
  consoleClients: defineRoute({
    ...readers,
    operationId: 'consoleClients',
    method: 'GET',
    path: '/api/manage/clients',
    summary:
      "Every club with its status, region, owner and this month's bookings, takings and platform fees; 50 a page",
    query: consoleClientsQuerySchema,
    response: consoleClientsResponseSchema,
  }),
  consoleClientsCsv: defineRoute({
    ...readers,
    operationId: 'consoleClientsCsv',
    method: 'GET',
    path: '/api/manage/clients.csv',
    summary: 'The clubs the search and filters find (every page) as a CSV download (text/csv)',
    query: consoleClientsQuerySchema,
  }),
  consoleClient: defineRoute({
    ...readers,
    ...detail,
    operationId: 'consoleClient',
    method: 'GET',
    path: '/api/manage/clients/:clientId',
    summary: "A club's details, staff, payment account, subscription, features, rates and skin",
  }),
  setConsoleFeature: defineRoute({
    ...managers,
    ...detail,
    operationId: 'setConsoleFeature',
    method: 'POST',
    path: '/api/manage/clients/:clientId/features',
    summary: "Switches one of the club's features on or off (audited)",
    body: setConsoleFeatureBodySchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  setConsoleRates: defineRoute({
    ...managers,
    ...detail,
    operationId: 'setConsoleRates',
    method: 'POST',
    path: '/api/manage/clients/:clientId/rates',
    summary: "The club's fee rates from a date on (orders already placed keep theirs; audited)",
    body: setConsoleRatesBodySchema,
  }),
  setConsoleSkin: defineRoute({
    ...managers,
    ...detail,
    operationId: 'setConsoleSkin',
    method: 'POST',
    path: '/api/manage/clients/:clientId/skin',
    summary: "Sets the club's skin: a theme of the catalogue, or its own palette (a custom skin; audited)",
    body: setThemeBodySchema,
  }),
  /** multipart/form-data: the file `stylesheet`. */
  uploadConsoleStylesheet: defineRoute({
    ...managers,
    ...detail,
    operationId: 'uploadConsoleStylesheet',
    method: 'POST',
    path: '/api/manage/clients/:clientId/stylesheet',
    summary:
      "Uploads the club's own stylesheet for preview (multipart: stylesheet, UTF-8 CSS under 64 KB, loading nothing " +
      'from elsewhere: no @import, url(), @font-face, expression() or behavior; audited); applied only by applyConsoleStylesheet',
    upload: true,
  }),
  applyConsoleStylesheet: defineRoute({
    ...managers,
    ...detail,
    operationId: 'applyConsoleStylesheet',
    method: 'POST',
    path: '/api/manage/clients/:clientId/stylesheet/apply',
    summary: "Applies the stylesheet uploaded for preview: the club's public pages link it (audited)",
    body: applyConsoleStylesheetBodySchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  removeConsoleStylesheet: defineRoute({
    ...managers,
    ...detail,
    operationId: 'removeConsoleStylesheet',
    method: 'POST',
    path: '/api/manage/clients/:clientId/stylesheet/remove',
    summary: "Removes the club's applied stylesheet: its pages have its theme alone (audited)",
  }),
  suspendClient: defineRoute({
    ...managers,
    ...detail,
    operationId: 'suspendClient',
    method: 'POST',
    path: '/api/manage/clients/:clientId/suspend',
    summary: 'Suspends the club: it takes no bookings until restored; nothing already paid is touched (audited)',
  }),
  restoreClient: defineRoute({
    ...managers,
    ...detail,
    operationId: 'restoreClient',
    method: 'POST',
    path: '/api/manage/clients/:clientId/restore',
    summary: 'Restores a suspended club: it takes bookings again (audited)',
  }),
};
