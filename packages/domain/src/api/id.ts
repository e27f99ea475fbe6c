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
