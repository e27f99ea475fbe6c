import { describe, expect, it } from 'vitest';
import { defaultSessionId } from './default-session';

const zone = 'Europe/London';
const at = (iso: string) => Date.parse(iso) / 1000;
const sessions = [
  { sessionId: 1, startTime: at('2026-11-05T16:30:00Z'), endTime: at('2026-11-05T17:30:00Z') },
  { sessionId: 2, startTime: at('2026-11-12T16:30:00Z'), endTime: at('2026-11-12T17:30:00Z') },
  { sessionId: 3, startTime: at('2026-11-19T16:30:00Z'), endTime: at('2026-11-19T17:30:00Z') },
];

describe("defaultSessionId: today's session, else the next, else the last", () => {
  it.each([
    ['before the term', '2026-11-01T09:00:00Z', 1],
    ["on a session's day, before it starts", '2026-11-12T08:00:00Z', 2],
    ["on a session's day, after it ended", '2026-11-12T20:00:00Z', 2],
    ['between two sessions', '2026-11-13T09:00:00Z', 3],
    ['after the last', '2026-12-01T09:00:00Z', 3],
  ])('%s', (_, now, expected) => {
    expect(defaultSessionId(sessions, at(now), zone)).toBe(expected);
  });

  it('reads today in the club time zone: 00:30 in London is already the next day', () => {
    const summer = [
      { sessionId: 6, startTime: at('2026-06-09T16:00:00Z'), endTime: at('2026-06-09T17:00:00Z') },
      { sessionId: 7, startTime: at('2026-06-10T16:00:00Z'), endTime: at('2026-06-10T17:00:00Z') },
    ];
    expect(defaultSessionId(summer, at('2026-06-09T23:30:00Z'), zone)).toBe(7);
  });

  it('opens on a session that happens: a cancelled one (today or next) is skipped, still there to choose', () => {
    const cancelled = { reason: null };
    const withCancelled = sessions.map((s) => ({ ...s, cancelled: s.sessionId === 2 ? cancelled : null }));
    expect(defaultSessionId(withCancelled, at('2026-11-12T08:00:00Z'), zone)).toBe(3); // today's is cancelled
    expect(defaultSessionId(withCancelled, at('2026-11-06T09:00:00Z'), zone)).toBe(3); // the next is cancelled
    const allCancelled = sessions.map((s) => ({ ...s, cancelled }));
    expect(defaultSessionId(allCancelled, at('2026-11-01T09:00:00Z'), zone)).toBe(3); // none happens: the last
  });

  it('has none for a run without sessions', () => {
    expect(defaultSessionId([], at('2026-11-01T09:00:00Z'), zone)).toBeNull();
  });
});
