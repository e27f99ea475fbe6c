import { z } from 'zod';

/** The largest id a row can have: ids are PostgreSQL `integer` identities. */
export const MAX_ID = 2_147_483_647;

/**
 * An id as it is written in a path: a positive whole number in plain decimal digits, with no sign,
 * leading zero, space, fraction, exponent or hex (`+1`, `01`, `1.0`, `1e3`, `0x10` name nothing),
 * so each row has exactly one URL.
 */
export const isCanonicalId = (text: string): boolean => /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= MAX_ID;

/**
 * A path's id, parsed to a number. A path parameter always arrives as text; a caller building the
 * path may give it as a number too (`pathOf` writes it out), hence the input type.
 */
export const idSchema: z.ZodType<number, string | number> = z
  .string()
  .refine(isCanonicalId, `must be a whole number from 1 to ${MAX_ID}, in plain digits`)
  .transform(Number);

/** The path parameters of a route naming one row by its id: `params: idParam('runId')`. */
export const idParam = <const N extends string>(name: N) =>
  z.object({ [name]: idSchema } as Record<N, typeof idSchema>);
