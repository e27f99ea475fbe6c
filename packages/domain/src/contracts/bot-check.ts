import { z } from 'zod';

/** The request header that carries a solved bot check to a route that asks for one. */
export const BOT_CHECK_HEADER = 'x-bot-check';

/**
 * GET /api/bot-check/challenge: a signed proof-of-work puzzle (ALTCHA's format). Unknown
 * parameters are kept, as the signature covers every one of them.
 */
export const botCheckChallengeSchema = z.object({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string(), cost: z.number(), keyLength: z.number(), keyPrefix: z.string() }),
  signature: z.string(),
});

/** What the browser found: the counter whose derived key starts with the puzzle's prefix. */
export const botCheckSolutionSchema = z.object({ counter: z.number(), derivedKey: z.string() });

/** The header's value decoded: the puzzle as it was served, and its solution. */
export const botCheckTokenSchema = z.object({ challenge: botCheckChallengeSchema, solution: botCheckSolutionSchema });

export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>;
export type BotCheckToken = z.infer<typeof botCheckTokenSchema>;

/** The header's value: the token as base64 JSON (a header carries ASCII only). */
export const encodeBotCheckToken = (token: BotCheckToken) => btoa(JSON.stringify(token));
