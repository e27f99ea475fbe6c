/** The query parameter of a switch-user link (spec §2): the current page path plus `?_switch_user=email`. */
export const SWITCH_USER_PARAM = '_switch_user';
/** The value that switches a support person back to themselves. */
export const SWITCH_USER_EXIT = '_exit';

/** The switch-user link for a page: its path plus the address, encoded so `+` and `&` survive. */
export function switchUserHref(pathname: string, email: string): string {
  return `${pathname}?${SWITCH_USER_PARAM}=${encodeURIComponent(email.trim())}`;
}

/** The way back from a switched session, from the page support is on (the server returns them to where they switched). */
export function switchBackHref(pathname: string): string {
  return `${pathname}?${SWITCH_USER_PARAM}=${SWITCH_USER_EXIT}`;
}

/**
 * A switch-user link that fails on a page comes back to the same page with this parameter, so
 * the support person sees what went wrong there instead of an error document.
 */
export const SWITCH_USER_ERROR_PARAM = '_switch_user_error';
export const switchUserErrorKinds = ['invalid', 'unknown', 'refused', 'forbidden', 'cross-site'] as const;
export type SwitchUserErrorKind = (typeof switchUserErrorKinds)[number];

export function parseSwitchUserError(search: string): SwitchUserErrorKind | null {
  const value = new URLSearchParams(search).get(SWITCH_USER_ERROR_PARAM);
  return (switchUserErrorKinds as readonly string[]).includes(value ?? '') ? (value as SwitchUserErrorKind) : null;
}
