import { BOT_CHECK_HEADER, encodeBotCheckToken, type BotCheckChallenge } from '@clubroom/domain/api';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/** Solves a bot-check puzzle as the browser does: the X-Bot-Check header's value. */
export async function solveBotCheck(challenge: BotCheckChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error(`bot-check puzzle not solved: ${JSON.stringify(challenge)}`);
  return encodeBotCheckToken({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
}

/** A fresh puzzle from the app, solved: the header to send to a route that asks for a bot check. */
export async function botCheckHeader(app: FastifyInstance, host: string): Promise<Record<string, string>> {
  const res = await app.inject({ url: '/api/bot-check/challenge', headers: { host } });
  if (res.statusCode !== 200) throw new Error(`bot-check challenge: ${res.statusCode} ${res.body}`);
  return { [BOT_CHECK_HEADER]: await solveBotCheck(res.json()) };
}
