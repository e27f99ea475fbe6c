import { BOT_CHECK_HEADER, encodeBotCheckToken } from '@clubroom/domain/api';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { callApi } from './api-client';
import * as platformRoutes from './api-routes/platform';

/**
 * A fresh bot-check puzzle from the server, solved here with WebCrypto: the header a route that
 * emails any address asks for. Loaded only when such a form is sent, by `callApi`, which hands
 * itself over (an import of it here would make a cycle).
 */
export async function botCheckHeader(call: typeof callApi): Promise<Record<string, string>> {
  const challenge = await call(platformRoutes.botCheckChallenge);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The bot-check puzzle was not solved in time');
  return {
    [BOT_CHECK_HEADER]: encodeBotCheckToken({
      challenge,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    }),
  };
}
