/** The largest id a row can have: ids are PostgreSQL `integer` identities. */
export const MAX_ID = 2_147_483_647;

/**
 * An id as it is written in a path: a positive whole number in plain decimal digits, with no sign,
 * leading zero, space, fraction, exponent or hex (`+1`, `01`, `1.0`, `1e3`, `0x10` name nothing),
 * so each row has exactly one URL. Kept apart from the zod schema (`api/id.ts`) so a page that only
 * checks an id loads no zod.
 */
export const isCanonicalId = (text: string): boolean => /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= MAX_ID;
