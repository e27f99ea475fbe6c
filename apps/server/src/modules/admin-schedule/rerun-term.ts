import type { RerunRun, RerunTermResponse, TermBody } from '@clubroom/domain/api';
import { generateSessions } from '@clubroom/domain/rules';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { RunCoaches } from '../coaches/index.js';
import type { AdminScheduleDeps } from './admin-schedule-deps.js';
import type { AdminScheduleRepository, RunRow } from './admin-schedule.repository.js';
import { classTimeOf } from './class-times.js';
import { termView } from './list-terms.js';
import { regenerateSessions } from './run-sessions.js';
import { termInstantsOf } from './term-dates.js';

type RunOfTerm = Awaited<ReturnType<AdminScheduleRepository['findRuns']>>[number];

/** What of a run its copy keeps: everything but its term (and its bookings, sessions and skipped dates). */
const copiedRow = ({ run }: RunOfTerm): RunRow => ({
  venueId: run.venueId,
  className: run.className,
  capacity: run.capacity,
  ageFromMonths: run.ageFromMonths,
  ageToMonths: run.ageToMonths,
  pricePerSession: run.pricePerSession,
  pricePerTerm: run.pricePerTerm,
  trialSessions: run.trialSessions,
  trialPrice: run.trialPrice,
  // The new term is set up in private: its runs are published once the club has checked them.
  draft: true,
});

/** The term's runs as they would be copied into the new dates and breaks, with the sessions each would have. */
async function planOf(
  coaches: RunCoaches,
  repo: AdminScheduleRepository,
  club: ResolvedClub,
  termId: number,
  body: TermBody,
) {
  if (!(await repo.findTerm(club.id, termId))) throw notFound('Term');
  const runs = await repo.findRuns(club.id, { termIds: [termId] });
  const classTimes = await repo.findClassTimes(
    club.id,
    runs.map((r) => r.run.id),
  );
  const views: RerunRun[] = [];
  for (const row of runs) {
    const times = classTimes.filter((t) => t.runId === row.run.id);
    const sessions = generateSessions({
      startDate: body.startDate,
      endDate: body.endDate,
      classTimes: times.map((t) => ({
        dow: t.dayOfWeek,
        hours: t.startHour,
        mins: t.startMinute,
        durationMinutes: t.durationMinutes,
      })),
      timeZone: club.timeZone,
      breaks: body.breaks,
      skippedDates: [],
    });
    views.push({
      fromRunId: row.run.id,
      className: row.run.className,
      venueName: row.venueName,
      capacity: row.run.capacity,
      pricePerSession: row.run.pricePerSession,
      pricePerTerm: row.run.pricePerTerm,
      classTimes: times.map(classTimeOf),
      coachesCount: (await coaches.of(club.id, row.run.id)).length,
      sessionsCount: sessions.length,
    });
  }
  return { runs, classTimes, views };
}

/** Re-run a term, step 2: what would be made, nothing saved. */
export async function previewRerun(
  deps: AdminScheduleDeps,
  club: ResolvedClub,
  termId: number,
  body: TermBody,
): Promise<RerunTermResponse> {
  const { views } = await planOf(deps.runCoaches, deps.repo, club, termId, body);
  return { term: null, runs: views };
}

/**
 * Re-run a term into new dates: a new term with the breaks given, and a copy of each of the term's
 * runs (class times, prices, capacity, ages, trial, coaches) with the sessions its class times make
 * in the new dates. All in one transaction: all or nothing.
 */
export async function rerunTerm(
  deps: AdminScheduleDeps,
  club: ResolvedClub,
  termId: number,
  body: TermBody,
): Promise<RerunTermResponse> {
  return deps.transaction(async (repo, tx) => {
    const coaches = deps.runCoachesOn(tx);
    const { runs, classTimes, views } = await planOf(coaches, repo, club, termId, body);
    const instants = termInstantsOf(body, club.timeZone);
    const newTermId = await repo.insertTerm(club.id, { name: body.name, ...instants });
    await repo.replaceBreaks(club.id, newTermId, body.breaks);
    for (const row of runs) {
      const runId = await repo.insertRun(club.id, newTermId, copiedRow(row));
      await repo.replaceClassTimes(
        club.id,
        runId,
        classTimes
          .filter((t) => t.runId === row.run.id)
          .map(({ dayOfWeek, startHour, startMinute, durationMinutes }) => ({
            dayOfWeek,
            startHour,
            startMinute,
            durationMinutes,
          })),
      );
      await regenerateSessions(repo, club, runId, { id: newTermId, ...instants }, deps.clock());
      await coaches.copy(club.id, row.run.id, runId);
    }
    return { term: await termView(repo, club, newTermId), runs: views };
  });
}
