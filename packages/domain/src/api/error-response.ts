import { z } from 'zod';

/**
 * The one error body every failing API call answers with. Apart from the catalogue (`errors.ts`),
 * which the web app reads on every page, so that reading a message loads no zod.
 */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** A payment provider's error type (`card_error`…), where the answer passes its error on (the sandbox's card form). */
    type: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
