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
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
