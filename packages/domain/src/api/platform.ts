import { z } from 'zod';
import { defineRoute } from './define-route.js';
import { plainText } from './text.js';

/** The request header that carries a solved bot check to a route that asks for one. */
export const BOT_CHECK_HEADER = 'x-bot-check';

/**
 * GET /api/bot-check/challenge: a signed proof-of-work puzzle (ALTCHA's format). Unknown
 * parameters are kept, as the signature covers every one of them.
 */
export const botCheckChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
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

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export const timeZonesResponseSchema = z.object({ data: z.array(z.string()) });

export const devMailboxQuerySchema = z.object({ to: plainText().max(254).optional() });
export const devMailboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      attachments: z
        .array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }))
        .describe('the files sent with it (their names, types and sizes; not their bytes)'),
      createdAt: z.date(),
    }),
  ),
});

/** The dev mailbox answers 404 on any host but the platform's, and 403 to any client but this machine. */
export const devSmsOutboxQuerySchema = z.object({ to: plainText().max(20).optional() });
export const devSmsOutboxResponseSchema = z.object({
  messages: z.array(
    z.object({ id: z.number(), to: z.string().describe('E.164'), body: z.string(), createdAt: z.date() }),
  ),
});

const DEV_MAILBOX_REFUSALS = ['NOT_FOUND', 'FORBIDDEN'] as const;

const tags = ['platform'];
const everyoneAnywhere = { method: 'GET', tags, access: 'public', scope: 'platform' } as const;

/** The platform's own routes: not about any one area, they answer on every host. */
export const platformApi = {
  health: defineRoute({
    ...everyoneAnywhere,
    operationId: 'health',
    path: '/health',
    summary: 'Whether the server and its database answer (for load balancers and monitors)',
    response: healthResponseSchema,
  }),
  timeZones: defineRoute({
    ...everyoneAnywhere,
    operationId: 'timeZones',
    path: '/api/timezones',
    summary: 'IANA time zones a club may choose',
    response: timeZonesResponseSchema,
  }),
  botCheckChallenge: defineRoute({
    ...everyoneAnywhere,
    operationId: 'botCheckChallenge',
    path: '/api/bot-check/challenge',
    summary: 'A fresh puzzle to solve for the X-Bot-Check header of routes that email any address',
    response: botCheckChallengeSchema,
  }),
  devMailbox: defineRoute({
    ...everyoneAnywhere,
    operationId: 'devMailbox',
    path: '/api/dev/mailbox',
    summary: 'Emails kept by the dev mailbox (not in production, only on the platform host, only from loopback)',
    tags: ['development'],
    query: devMailboxQuerySchema,
    errors: DEV_MAILBOX_REFUSALS,
    response: devMailboxResponseSchema,
  }),
  devSmsOutbox: defineRoute({
    ...everyoneAnywhere,
    operationId: 'devSmsOutbox',
    path: '/api/dev/sms-outbox',
    summary: 'SMS kept by the dev SMS outbox (not in production, only on the platform host, only from loopback)',
    tags: ['development'],
    query: devSmsOutboxQuerySchema,
    errors: DEV_MAILBOX_REFUSALS,
    response: devSmsOutboxResponseSchema,
  }),
  /** The same emails as a plain page with clickable links (HTML, so not in the API document). */
  devMailboxPage: defineRoute({
    ...everyoneAnywhere,
    operationId: 'devMailboxPage',
    path: '/dev/mailbox',
    summary: 'Emails kept by the dev mailbox, as a page',
    query: devMailboxQuerySchema,
    errors: DEV_MAILBOX_REFUSALS,
    hide: true,
  }),
};
