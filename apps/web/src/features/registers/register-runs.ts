import type { RegisterChild, RegisterSummary } from '@clubroom/domain/api';
import { ageLimitProblem } from '@clubroom/domain/rules';

/** How a class is named when choosing one of the club's runs: which class, where, which term. */
export const runLabel = (run: Pick<RegisterSummary, 'className' | 'venueName' | 'termName'>) =>
  `${run.className} · ${run.venueName} · ${run.termName}`;

const LAST = Number.MAX_SAFE_INTEGER;

/**
 * The club's other runs to move or rebook into: those the children's ages fit first (`fits`), each
 * group by the day and time of the run's first weekly class (Monday first, as the schedule lists
 * runs), then class name, then the sooner term; the run itself is left out.
 */
export function otherRuns(
  current: Pick<RegisterSummary, 'runId'>,
  runs: RegisterSummary[],
  fits: (run: RegisterSummary) => boolean = () => true,
): RegisterSummary[] {
  return runs
    .filter((r) => r.runId !== current.runId)
    .map((run) => ({ run, fits: fits(run) }))
    .sort(
      (a, b) =>
        Number(b.fits) - Number(a.fits) ||
        (a.run.weekMinute ?? LAST) - (b.run.weekMinute ?? LAST) ||
        a.run.className.localeCompare(b.run.className, 'en-GB', { sensitivity: 'base' }) ||
        (a.run.nextSessionTime ?? LAST) - (b.run.nextSessionTime ?? LAST) ||
        a.run.runId - b.run.runId,
    )
    .map(({ run }) => run);
}

/**
 * Whether a child (by date of birth) fits a run's ages on its next session, as the booking rule
 * judges a move (`ageLimitProblem`); a run with no session ahead fits nobody.
 */
export const fitsChild =
  (dateOfBirth: string, timeZone: string) =>
  (run: Pick<RegisterSummary, 'ageFrom' | 'ageTo' | 'nextSessionTime'>): boolean =>
    run.nextSessionTime !== null &&
    ageLimitProblem({
      dateOfBirth,
      firstSessionStart: run.nextSessionTime,
      timeZone,
      ageFromMonths: run.ageFrom,
      ageToMonths: run.ageTo,
    }) === null;

/**
 * Whether every child (by age in whole years, as the register has it) may fit a run's ages: some
 * month of each child's year lies in the run's range (both 0: any age). The server judges each child
 * on the day; this only orders the list.
 */
export const fitsAges =
  (agesInYears: number[]) =>
  (run: Pick<RegisterSummary, 'ageFrom' | 'ageTo'>): boolean =>
    (run.ageFrom === 0 && run.ageTo === 0) ||
    agesInYears.every((years) => years * 12 + 11 >= run.ageFrom && years * 12 <= run.ageTo);

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
