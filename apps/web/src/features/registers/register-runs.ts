import type { RegisterChild, RegisterSummary } from '@clubroom/domain/api';

/** How a class is named when choosing one of the club's runs: which class, where, which term. */
export const runLabel = (run: Pick<RegisterSummary, 'className' | 'venueName' | 'termName'>) =>
  `${run.className} · ${run.venueName} · ${run.termName}`;

/** The club's other runs to move or rebook into, those of other terms first (the next term's is what is usually wanted). */
export function otherRuns(current: Pick<RegisterSummary, 'runId' | 'termId'>, runs: RegisterSummary[]) {
  const others = runs.filter((r) => r.runId !== current.runId);
  return [...others.filter((r) => r.termId !== current.termId), ...others.filter((r) => r.termId === current.termId)];
}

/**
 * The run a large rebook most likely goes into: the same class at the same venue in another term,
 * the soonest to start; '' when there is none (the organiser chooses).
 */
export function nextTermRun(
  current: Pick<RegisterSummary, 'runId' | 'termId' | 'className' | 'venueName'>,
  runs: RegisterSummary[],
): number | '' {
  const start = (r: RegisterSummary) => r.nextSessionTime ?? Number.MAX_SAFE_INTEGER;
  const [best] = runs
    .filter(
      (r) => r.termId !== current.termId && r.className === current.className && r.venueName === current.venueName,
    )
    .sort((a, b) => start(a) - start(b));
  return best?.runId ?? '';
}

/** What the printed register shows in a child's box for a session. */
export type PrintedMark = 'present' | 'absent' | 'unmarked' | 'not-booked';

export function printedMark(child: Pick<RegisterChild, 'sessionIds' | 'attendance'>, sessionId: number): PrintedMark {
  const mark = child.attendance.find((m) => m.sessionId === sessionId);
  if (mark) return mark.status;
  return child.sessionIds.includes(sessionId) ? 'unmarked' : 'not-booked';
}
