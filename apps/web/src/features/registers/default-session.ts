import type { RegisterSession } from '@clubroom/domain/api';
import { localDateOf, nextSessionOf, sessionHappens } from '@clubroom/domain/rules';

/**
 * The session a register opens on (sessions in order, times in epoch seconds): the first of today's that happens
 * in the club's time zone, else the next that happens, else the last that was (a register looked back on). A
 * cancelled session is still there to choose, but it is nobody's next session.
 */
export function defaultSessionId(
  sessions: (Pick<RegisterSession, 'sessionId' | 'startTime' | 'endTime'> &
    Partial<Pick<RegisterSession, 'cancelled'>>)[],
  now: number,
  timeZone: string,
): number | null {
  const today = localDateOf(now, timeZone);
  const chosen =
    sessions.find((s) => sessionHappens(s) && localDateOf(s.startTime, timeZone) === today) ??
    nextSessionOf(sessions, now) ??
    sessions.at(-1);
  return chosen?.sessionId ?? null;
}
