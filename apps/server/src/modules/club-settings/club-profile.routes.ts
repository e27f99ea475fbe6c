import { clubProfileApi } from '@clubroom/domain/api';
import { LOGO_FIELD, LOGO_MAX_BYTES, SKIN_STYLESHEET_FILE, SKINS, sixDigitHex } from '@clubroom/domain/rules';
import { messages } from '@clubroom/domain/messages';
import type { FastifyInstance } from 'fastify';
import { NOTHING_RUNS_POLICY } from '../../platform/http/content-security-policy.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { sendImage } from '../../platform/storage/send-image.js';
import { readImageUpload, type ImageUploadRule } from '../../platform/storage/uploads.js';
import type { ClubProfileDeps } from './club-profile-deps.js';
import { clubLogo, uploadClubLogo } from './club-logo.js';
import { servedStylesheet } from './club-stylesheet.js';
import { clubTimezone, setClubTimezone } from './club-timezone.js';
import { getClubSettings } from './get-club-settings.js';
import { saveClubSettings } from './save-club-settings.js';
import { setClubTheme } from './set-club-theme.js';

const t = messages.clubProfile;

/** The swatch grid, its colours as the web uses them (6 lower-case digits). */
const SKINS_VIEW = SKINS.map((skin) => ({
  ...skin,
  colours: {
    primary: sixDigitHex(skin.colours.primary),
    secondary: sixDigitHex(skin.colours.secondary),
    panel: sixDigitHex(skin.colours.panel),
  },
}));

/** The logo (spec §5 and the readings): field `logo`, at most 2MB, a jpg, png or gif by its content. */
const logoUpload: ImageUploadRule = {
  fileField: LOGO_FIELD,
  textFields: [],
  maxBytes: LOGO_MAX_BYTES,
  types: ['image/jpeg', 'image/png', 'image/gif'],
  tooLarge: t.logoTooLarge,
  wrongType: t.logoWrongType,
};

/** A logo's or stylesheet's URL names a file that never changes (a new one gets a new name): kept for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export function clubProfileRoutes(app: FastifyInstance, deps: ClubProfileDeps): void {
  registerRoute(app, clubProfileApi.clientSettings, async ({ club }) => getClubSettings(deps, club));
  registerRoute(app, clubProfileApi.saveClientSettings, async ({ club, body }) => saveClubSettings(deps, club, body));
  registerRoute(app, clubProfileApi.clubThemes, async () => ({ data: [...SKINS_VIEW] }));
  registerRoute(app, clubProfileApi.setClubTheme, async ({ club, body }) => setClubTheme(deps, club, body));
  registerRoute(app, clubProfileApi.uploadClubLogo, async ({ request, club }) =>
    uploadClubLogo(deps, club, await readImageUpload(request, logoUpload)),
  );
  registerRoute(app, clubProfileApi.clubLogo, async ({ params, reply }) => {
    // The header only once the logo is found: a 404 must not be cached for a year.
    const logo = await clubLogo(deps, params.logoFile);
    return sendImage(reply.header('cache-control', IMMUTABLE_CACHE), logo);
  });
  registerRoute(app, clubProfileApi.clubStylesheet, async ({ club, params, query, reply }) => {
    const hash = SKIN_STYLESHEET_FILE.exec(params.skinFile)![1]!;
    const sheet = await servedStylesheet(deps.stylesheets, club.id, hash, query.skinPreview);
    // A version never changes under its name; one not applied yet is kept by no cache.
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', sheet.preview ? 'no-store' : IMMUTABLE_CACHE)
      .header('content-security-policy', NOTHING_RUNS_POLICY)
      .send(sheet.css);
  });
  registerRoute(app, clubProfileApi.clubTimezone, async ({ club }) => clubTimezone(deps, club));
  registerRoute(app, clubProfileApi.setClubTimezone, async ({ club, body }) =>
    setClubTimezone(deps, club, body.timezone),
  );
}
