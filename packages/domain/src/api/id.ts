import { z } from 'zod';
import { isCanonicalId, MAX_ID } from '../rules/ids.js';

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

/**
 * A whole number in a path, in plain digits (no sign, leading zero or fraction), from `min` to
 * `max` (a page's offset and limit); a caller building the path may give it as a number (as `idSchema`).
 */
export const pathNumber = (min: number, max: number): z.ZodType<number, string | number> =>
  z
    .string()
    .refine(
      (text) => /^(0|[1-9][0-9]{0,9})$/.test(text) && Number(text) >= min && Number(text) <= max,
      `must be a whole number from ${min} to ${max}, in plain digits`,
    )
    .transform(Number);
