import { z } from 'zod';
import { clubProfileMessages } from '../messages/club-profile.js';
import { HEX_COLOUR, isKnownTimeZone, skinByKey } from '../rules/club-profile.js';
import { SKIN_PREVIEW_PARAM, SKIN_STYLESHEET_FILE } from '../rules/skin-stylesheet.js';
import { defineRoute } from './define-route.js';
import { plainText } from './text.js';
import { clubNameSchema, clubPhoneSchema } from './onboarding.js';

const t = clubProfileMessages.clubProfile;

/** Who sets up a club's profile: its organisers and franchise managers, and platform managers. */
export const profileManagers = { roles: ['organiser', 'franchise_manager', 'platform_manager'] } as const;

const colour = z.string().regex(HEX_COLOUR, t.badColour);

export const skinColoursSchema = z.object({ primary: colour, secondary: colour, panel: colour });

export const skinSchema = z.object({
  skinKey: z.string(),
  name: z.string(),
  colours: skinColoursSchema.describe('hex colours without #'),
});

/** GET /api/settings/themes: the swatch grid, every theme on offer. */
export const themesResponseSchema = z.object({ data: z.array(skinSchema) });

/** The club's theme: a theme of the grid (`skinKey`), or its own colours (`hasCustomSkin`). */
export const clubThemeSchema = z.object({
  skinKey: z.string().nullable().describe('the theme picked from the grid; null for a custom theme'),
  hasCustomSkin: z.boolean().describe('the colours are not one of the grid (set by the platform, or own colours)'),
  colours: skinColoursSchema.describe('6 lower-case hex digits without #'),
});

/** POST /api/settings/theme: `skin` names a theme of the grid, or gives the three colours. */
export const setThemeBodySchema = z.object({
  skin: z.union([
    plainText()
      .max(40)
      .refine((key) => skinByKey(key) !== undefined, t.unknownSkin),
    skinColoursSchema,
  ]),
});

export const themeResponseSchema = z.object({ data: clubThemeSchema });

/** POST /api/settings/logo: the logo's URL, which changes with every upload (`?v=` its upload time). */
export const logoResponseSchema = z.object({ data: z.string().describe("the logo's URL") });

/** The logo's file name in its URL: a name the server made, then its type. */
export const logoFileParamsSchema = z.object({
  logoFile: z.string().regex(/^[a-z0-9-]{1,80}\.(?:jpg|png|gif)$/, 'must name a logo'),
});

/** What the club profile page shows (spec §3 "Club settings"). */
export const clubSettingsSchema = z.object({
  clubName: z.string(),
  phone: z.string(),
  website: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  instagram_handle: z.string(),
  youtube_account: z.string(),
  tiktok_handle: z.string(),
  timezone: z.string(),
  description: z.string().describe('the listing description'),
  listingsActive: z.boolean().describe("'List my classes': the club's classes are on the listing site"),
  supportsListingSite: z.boolean().describe("the listing site serves the club's country (the toggle shows only then)"),
  country: z.string(),
  logoUrl: z.string().nullable(),
  theme: clubThemeSchema,
  hasCustomSkin: z.boolean(),
  onSignUp: z.boolean(),
});

export const clubSettingsResponseSchema = z.object({ data: clubSettingsSchema });

const handle = plainText().trim().max(100, t.tooLong(100));

/** A website address: http(s) with a host that has a dot; one typed without a scheme gets https://. */
const website = plainText()
  .trim()
  .max(255, t.tooLong(255))
  .transform((value) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.hostname.includes('.') && value.length <= 255;
    } catch {
      return false;
    }
  }, t.websiteShape);

/**
 * POST /api/settings/client-settings, with the spec's field names. `club-name` and `phone` are required; the rest
 * may be ''. `listings-active` ('List my classes') is optional and counts only where the country has the listing site.
 */
export const clientSettingsBodySchema = z.object({
  'club-name': clubNameSchema,
  phone: clubPhoneSchema,
  website: website.default(''),
  facebook: handle.default(''),
  twitter: handle.default(''),
  instagram_handle: handle.default(''),
  youtube_account: handle.default(''),
  tiktok_handle: handle.default(''),
  'listing-description': z.string().trim().max(2000, t.tooLong(2000)).default(''),
  'listings-active': z.boolean().optional(),
});

export const timezoneBodySchema = z.object({
  timezone: plainText().max(64).refine(isKnownTimeZone, t.unknownTimezone),
});

export const timezoneResponseSchema = z.object({ data: z.string().describe('IANA time zone') });

export type ClubTheme = z.infer<typeof clubThemeSchema>;
export type ClubSettings = z.infer<typeof clubSettingsSchema>;
export type ClientSettingsBody = z.input<typeof clientSettingsBodySchema>;
export type SetThemeBody = z.infer<typeof setThemeBodySchema>;

const tags = ['club-settings'];
const managers = { tags, access: profileManagers, scope: 'club' } as const;

export const clubProfileApi = {
  clubThemes: defineRoute({
    ...managers,
    operationId: 'clubThemes',
    method: 'GET',
    path: '/api/settings/themes',
    summary: 'The themes an organiser may pick (the swatch grid)',
    response: themesResponseSchema,
  }),
  setClubTheme: defineRoute({
    ...managers,
    operationId: 'setClubTheme',
    method: 'POST',
    path: '/api/settings/theme',
    summary: "Set the club's theme: a theme of the grid by its key, or three colours",
    body: setThemeBodySchema,
    response: themeResponseSchema,
  }),
  /** multipart/form-data: the file `logo`. */
  uploadClubLogo: defineRoute({
    ...managers,
    operationId: 'uploadClubLogo',
    method: 'POST',
    path: '/api/settings/logo',
    summary: "Upload the club's logo (multipart: logo, a jpg, png or gif under 2MB); answers its URL",
    upload: true,
    response: logoResponseSchema,
  }),
  clubLogo: defineRoute({
    operationId: 'clubLogo',
    method: 'GET',
    path: '/api/v4/public/logos/:logoFile',
    summary: "A club's current logo (image/jpeg, image/png or image/gif), on any host (the parents' club switcher)",
    tags,
    access: 'public',
    scope: 'platform',
    params: logoFileParamsSchema,
    errors: ['NOT_FOUND'],
  }),
  clubStylesheet: defineRoute({
    operationId: 'clubStylesheet',
    method: 'GET',
    path: '/api/v4/public/skins/:skinFile',
    summary:
      "The club's own stylesheet (text/css) on its host: the one applied, or, with ?skinPreview=<token> from the " +
      'platform console, the one uploaded for preview',
    tags,
    access: 'public',
    scope: 'club',
    params: z.object({ skinFile: z.string().regex(SKIN_STYLESHEET_FILE, 'must name a stylesheet') }),
    query: z.object({ [SKIN_PREVIEW_PARAM]: z.string().max(64).optional() }),
    errors: ['NOT_FOUND'],
  }),
  clientSettings: defineRoute({
    ...managers,
    operationId: 'clientSettings',
    method: 'GET',
    path: '/api/settings/client-settings',
    summary: "The club's profile: name, contact details, socials, time zone, listing, logo and theme",
    response: clubSettingsResponseSchema,
  }),
  saveClientSettings: defineRoute({
    ...managers,
    operationId: 'saveClientSettings',
    method: 'POST',
    path: '/api/settings/client-settings',
    summary: "Save the club's name, contact details, socials and listing description",
    body: clientSettingsBodySchema,
    response: clubSettingsResponseSchema,
  }),
  clubTimezone: defineRoute({
    ...managers,
    operationId: 'clubTimezone',
    method: 'GET',
    path: '/api/client/timezone',
    summary: "The club's time zone",
    response: timezoneResponseSchema,
  }),
  setClubTimezone: defineRoute({
    ...managers,
    operationId: 'setClubTimezone',
    method: 'POST',
    path: '/api/client/timezone',
    summary: "Set the club's time zone (an IANA zone)",
    body: timezoneBodySchema,
    response: timezoneResponseSchema,
  }),
};
