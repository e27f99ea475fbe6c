import { BOT_CHECK_HEADER, platformApi, type BotCheckChallenge } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { messages } from '@clubroom/domain/messages';
import { AppError } from '../errors.js';
import { registerRoute } from '../http/register-route.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a solved bot check in the X-Bot-Check header (routes that email any address). */
    botCheck?: boolean;
  }
}

/**
 * A check that a request comes from a person's browser rather than a script. The self-hosted
 * default is a proof-of-work puzzle (proof-of-work-bot-check.ts); a hosted service could stand
 * behind the same two calls.
 */
export interface BotCheck {
  /** What the browser needs to make a token. */
  challenge(): Promise<BotCheckChallenge>;
  /** Whether a token is good; a good token is spent by this call, so it is good once. */
  verify(token: string): Promise<boolean>;
}

const FAILED = messages.botCheckFailed;
const OPENAPI_NOTE = 'Needs a solved bot check in the X-Bot-Check header (see GET /api/bot-check/challenge).';

/**
 * Serves challenges at GET /api/bot-check/challenge and refuses a request to a route declaring
 * `config.botCheck` without a good token, before its input is parsed and before it runs.
 */
export function registerBotCheck(app: FastifyInstance, botCheck: BotCheck): void {
  // Say so in the OpenAPI description of each route that asks for a token.
  app.addHook('onRoute', (route) => {
    if (!(route.config as { botCheck?: boolean } | undefined)?.botCheck || !route.schema) return;
    route.schema.description = [route.schema.description, OPENAPI_NOTE].filter(Boolean).join(' ');
  });
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.botCheck) return;
    const token = request.headers[BOT_CHECK_HEADER];
    if (typeof token === 'string' && (await botCheck.verify(token))) return;
    throw new AppError('BOT_CHECK_FAILED', FAILED, [{ path: `headers.${BOT_CHECK_HEADER}`, message: FAILED }]);
  });

  // Each puzzle is served once: like every API answer, it is sent `no-store` (register-route.ts).
  registerRoute(app, platformApi.botCheckChallenge, async () => botCheck.challenge());
}
