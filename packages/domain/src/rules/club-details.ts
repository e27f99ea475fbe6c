/**
 * A club's required details (spec §3 "Club settings", §5): clubName and phone, both non-empty. The one rule
 * the sign-up's details step and the club profile settings share (the API schemas refine with these).
 */
export const CLUB_NAME_MAX_LENGTH = 120;
export const CLUB_PHONE_MAX_LENGTH = 30;
/** The club name saves this long after the organiser stops typing (spec §9). */
export const CLUB_NAME_DEBOUNCE_MS = 1000;

// eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Why a club name cannot be saved, or null. */
export function clubNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'is required';
  if (trimmed.length > CLUB_NAME_MAX_LENGTH) return `must be at most ${CLUB_NAME_MAX_LENGTH} characters`;
  if (CONTROL_CHARACTERS.test(name)) return 'must not contain control characters';
  return null;
}

/** Why a club phone number cannot be saved, or null: digits with spaces, +, brackets and hyphens; 7 to 15 digits. */
export function clubPhoneProblem(phone: string): string | null {
  const trimmed = phone.trim();
  if (trimmed.length === 0) return 'is required';
  if (trimmed.length > CLUB_PHONE_MAX_LENGTH) return `must be at most ${CLUB_PHONE_MAX_LENGTH} characters`;
  if (!/^\+?[0-9 ()-]+$/.test(trimmed)) return 'must be a phone number (digits, spaces, +, brackets and hyphens)';
  const digits = trimmed.replace(/\D/g, '').length;
  if (digits < 7 || digits > 15) return 'must have 7 to 15 digits';
  return null;
}

/** Whether the details step can be saved (its Save is disabled otherwise). */
export const clubDetailsComplete = (details: { clubName: string; phone: string }): boolean =>
  details.clubName.trim().length > 0 && details.phone.trim().length > 0;
