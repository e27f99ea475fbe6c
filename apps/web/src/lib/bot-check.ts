import { BOT_CHECK_HEADER, encodeBotCheckToken, type BotCheckChallenge } from '@clubroom/domain/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { getJson } from './api';

/**
 * A fresh bot-check puzzle from the server, solved here with WebCrypto: the header a route that
 * emails any address asks for. Loaded only when such a form is sent (see postJson).
 */
export async function botCheckHeader(): Promise<Record<string, string>> {
  const challenge = await getJson<BotCheckChallenge>('/api/bot-check/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The bot-check puzzle was not solved in time');
  return { [BOT_CHECK_HEADER]: encodeBotCheckToken({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }) };
}
