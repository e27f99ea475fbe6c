import { describe, expect, it } from 'vitest';
import { at, weeklySessions } from './pricing-test-fixtures.js';
import { trialConversionPrice, trialSessionProblem } from './trial.js';

const sessions = weeklySessions('2026-09-07', 10);
const third = at('2026-09-21', 16);

describe('trialSessionProblem: a trial is one session that happens and has not started', () => {
  it.each([
    ['a future session', third, at('2026-09-01'), null],
    [
      'a date with no session (half term, a skipped date, a wrong time)',
      at('2026-09-21', 17),
      at('2026-09-01'),
      'not-a-session',
    ],
    ['a session in progress', third, third + 60, 'started'],
    ['a session starting now', third, third, 'started'],
  ])('%s', (_label, sessionStart, moment, problem) => {
    expect(trialSessionProblem(sessions, sessionStart, moment)).toBe(problem);
  });
});

describe('trialConversionPrice: the rest of the term after the trial session, the trial not credited', () => {
  const prices = { pricePerSession: 1000, pricePerTerm: 9000 };
  it.each([
    ['converted before the trial: the sessions after it (7 of 10)', at('2026-09-14'), 7, 6300],
    ['converted the evening of the trial', at('2026-09-21', 19), 7, 6300],
    ['converted two weeks after the trial: only what has not started (5)', at('2026-10-06'), 5, 4500],
    ['converted after the last session: nothing', at('2026-11-10'), 0, 0],
  ])('%s', (_label, moment, sessionsLeft, amount) => {
    expect(trialConversionPrice({ ...prices, sessions, trialSessionStart: third, moment })).toEqual({
      sessionsTotal: 10,
      sessionsLeft,
      amount,
    });
  });

  it('a trial on the first session, converted: the other nine sessions, 9000 × 9/10', () => {
    const converted = trialConversionPrice({
      ...prices,
      sessions,
      trialSessionStart: sessions[0].startTime,
      moment: 0,
    });
    expect(converted).toEqual({ sessionsTotal: 10, sessionsLeft: 9, amount: 8100 });
  });
});
