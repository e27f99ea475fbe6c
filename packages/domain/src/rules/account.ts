/** UK mobile helper (spec §5): starts 07 or +44 7 followed by 9 digits; spaces are ignored. */
export function isUkMobile(value: string): boolean {
  return /^(?:07|\+447)\d{9}$/.test(value.replace(/[\s-]/g, ''));
}

/** The mobile as stored: digits only, +44 7… written as 07…. */
export function normaliseUkMobile(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^\+44/, '0');
}

/** A UK mobile in E.164, as an SMS provider takes it ('+447700900123'); null for anything that is not one. */
export function ukMobileToE164(value: string): string | null {
  if (!isUkMobile(value)) return null;
  return `+44${normaliseUkMobile(value).slice(1)}`;
}

/** A UK mobile as people read it, '07700 900123'; anything else (an older number) as it was given. */
export function formatUkMobile(value: string): string {
  if (!isUkMobile(value)) return value;
  const digits = normaliseUkMobile(value);
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** A practical email check: something@domain.tld, no spaces, at most 254 characters. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/**
 * A path on this site (`/…`), never another site (`//host`, `/\\host`): where to go after signing in.
 * No backslashes or control characters anywhere: browsers drop tabs and newlines from a URL, so
 * `/\t/host` would otherwise become `//host`.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point of this pattern
export const SITE_PATH_PATTERN = /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/;
export const isSitePath = (value: string) => value.length <= 500 && SITE_PATH_PATTERN.test(value);

/**
 * The switch-user pattern (readings.md): a local part of word characters, dots, plus signs and
 * hyphens; a domain; a 2–3 letter suffix.
 */
export function looksLikeSwitchUserEmail(value: string): boolean {
  return /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-zA-Z]{2,3}$/.test(value);
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Length rule shared by the sign-up form and the server (which also refuses common passwords). */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Your password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  return null;
}
