/**
 * The club profile's fixed rules (spec §3 "Club settings", "Theme"; §5 logo; §9): the theme
 * catalogue organisers pick from, which countries the listing site serves, and the logo's limits.
 */

export interface SkinColours {
  /** Hex colours without '#', 3 or 6 digits. */
  primary: string;
  secondary: string;
  panel: string;
}

export interface Skin {
  skinKey: string;
  name: string;
  colours: SkinColours;
}

/** The platform's default theme (spec §9): what a club has until it picks another. */
export const DEFAULT_SKIN_COLOURS: SkinColours = { primary: '555', secondary: '9d9d9d', panel: 'F5F5F5' };

/** The swatch grid: every theme an organiser may pick, in the order it shows them. */
export const SKINS: readonly Skin[] = [
  { skinKey: 'default', name: 'Slate', colours: DEFAULT_SKIN_COLOURS },
  { skinKey: 'royal', name: 'Royal blue', colours: { primary: '1d4ed8', secondary: 'f59e0b', panel: 'eff6ff' } },
  { skinKey: 'navy', name: 'Navy', colours: { primary: '1e3a8a', secondary: '60a5fa', panel: 'eff6ff' } },
  { skinKey: 'teal', name: 'Teal', colours: { primary: '0f766e', secondary: '84cc16', panel: 'f0fdfa' } },
  { skinKey: 'forest', name: 'Forest', colours: { primary: '166534', secondary: 'facc15', panel: 'f0fdf4' } },
  { skinKey: 'berry', name: 'Berry', colours: { primary: '9d174d', secondary: 'f472b6', panel: 'fdf2f8' } },
  { skinKey: 'purple', name: 'Purple', colours: { primary: '6b21a8', secondary: 'c084fc', panel: 'faf5ff' } },
  { skinKey: 'sunset', name: 'Sunset', colours: { primary: 'c2410c', secondary: 'fbbf24', panel: 'fff7ed' } },
  { skinKey: 'cherry', name: 'Cherry', colours: { primary: 'b91c1c', secondary: 'fca5a5', panel: 'fef2f2' } },
  { skinKey: 'charcoal', name: 'Charcoal', colours: { primary: '1f2937', secondary: '9ca3af', panel: 'f9fafb' } },
];

export const skinByKey = (skinKey: string): Skin | undefined => SKINS.find((s) => s.skinKey === skinKey);

/** A theme colour as stored: 3 or 6 hex digits, no '#'. */
export const HEX_COLOUR = /^(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A stored colour as the 6 lower-case digits the web uses. */
export const sixDigitHex = (hex: string): string =>
  (hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex).toLowerCase();

/**
 * The grid's theme a club has now, marked on the swatch grid: the one it picked, or, when it never
 * picked one (a new club has no key), the one whose colours it has (the default theme's); none for a
 * custom theme.
 */
export function currentSkinKey(theme: { skinKey: string | null; colours: SkinColours; hasCustomSkin: boolean }) {
  if (theme.hasCustomSkin) return null;
  if (theme.skinKey !== null) return theme.skinKey;
  const same = (a: SkinColours, b: SkinColours) =>
    (['primary', 'secondary', 'panel'] as const).every((part) => sixDigitHex(a[part]) === sixDigitHex(b[part]));
  return SKINS.find((skin) => same(skin.colours, theme.colours))?.skinKey ?? null;
}

/** A club's three stored theme colours (its columns) as the web uses them. */
export const themeColoursOf = (club: {
  themePrimary: string;
  themeSecondary: string;
  themePanel: string;
}): SkinColours => ({
  primary: sixDigitHex(club.themePrimary),
  secondary: sixDigitHex(club.themeSecondary),
  panel: sixDigitHex(club.themePanel),
});

/** The logo upload (spec §5, §9): field `logo`, at most 2MB, a jpg, png or gif judged by its content. */
export const LOGO_FIELD = 'logo';
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** A club's time zone until it picks one (spec §9). */
export const DEFAULT_TIME_ZONE = 'Europe/London';

/** The IANA time zones a club may choose: the runtime's list, plus UTC where the runtime leaves it out. */
export function knownTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

export const isKnownTimeZone = (zone: string): boolean => knownTimeZones().includes(zone);

/** Where a club's logo is kept in the file store: `logos/{random}.{jpg|png|gif}`. */
export const LOGO_KEY_PREFIX = 'logos/';

/** The logo's URL: its file under the public logos route, with its upload time to bust caches. */
export const logoUrlOf = (logoKey: string | null, updatedAt: Date | null): string | null =>
  logoKey && logoKey.startsWith(LOGO_KEY_PREFIX)
    ? `/api/v4/public/logos/${logoKey.slice(LOGO_KEY_PREFIX.length)}?v=${updatedAt?.getTime() ?? 0}`
    : null;
