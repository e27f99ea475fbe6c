/**
 * A paged list's state lives in its page's query string (so a link, a reload or Back shows the same list); these read
 * and write it alike for every list. A value the address gets wrong reads as the default, never an error.
 */

/** A positive whole number from the query string (a page, an id), or null. */
export const positiveOf = (value: string | null): number | null =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

/** One of `values`, or undefined. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/**
 * A query as a query string, in its keys' order, leaving out what is empty: the API's query and the page's address
 * are the same string, so a list at its defaults asks for its route's bare address (the one its HTML preloads).
 */
export const queryStringOf = (query: Record<string, unknown>): string =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();
