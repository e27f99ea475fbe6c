import type { RegisterSession } from '@clubroom/domain/api';
import { localDateOf } from '@clubroom/domain/rules';

/**
 * The session a register opens on (sessions in order, times in epoch seconds): the first of today's
 * in the club's time zone, else the next one, else the last that was (a register looked back on).
 */
export function defaultSessionId(sessions: RegisterSession[], now: number, timeZone: string): number | null {
  const today = localDateOf(now, timeZone);
  const chosen =
    sessions.find((s) => localDateOf(s.startTime, timeZone) === today) ??
    sessions.find((s) => s.startTime > now) ??
    sessions.at(-1);
  return chosen?.sessionId ?? null;
}
