import type { AdminRun, AdminTerm } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { groupBy } from '../../lib/group-by.js';
import type { AdminScheduleRepository } from './admin-schedule.repository.js';
import { classTimeOf } from './class-times.js';
import { termDatesOf } from './term-dates.js';

type RunRows = Awaited<ReturnType<AdminScheduleRepository['findRuns']>>;
type TermRows = Awaited<ReturnType<AdminScheduleRepository['findTerms']>>;

/** Runs as the admin shows them: with their weekly class times, counts and prices. */
export async function runViews(repo: AdminScheduleRepository, clubId: number, rows: RunRows): Promise<AdminRun[]> {
  const times = groupBy(
    await repo.findClassTimes(
      clubId,
      rows.map((r) => r.run.id),
    ),
    (t) => t.runId,
  );
  return rows.map(({ run, venueName, plan, bookingsCount, sessionsCount }) => ({
    runId: run.id,
    termId: run.termId,
    className: run.className,
    venueId: run.venueId,
    venueName,
    classTimes: (times.get(run.id) ?? []).map(classTimeOf),
    capacity: run.capacity,
    bookingsCount,
    sessionsCount,
    ageFrom: run.ageFromMonths,
    ageTo: run.ageToMonths,
    pricePerSession: run.pricePerSession,
    // 0 is how the booking engine reads "no term price" (priced per session): rules/prorata.ts.
    pricePerTerm: run.pricePerTerm > 0 ? run.pricePerTerm : null,
    trial: run.trialSessions > 0,
    trialPrice: run.trialPrice,
    inviteOnly: run.inviteOnly,
    draft: run.draft,
    monthlyPlan: plan,
  }));
}

/** Terms as the admin shows them, each with its breaks, its runs and its confirmed bookings counted. */
export async function termViews(
  repo: AdminScheduleRepository,
  club: ResolvedClub,
  rows: TermRows,
): Promise<AdminTerm[]> {
  const termIds = rows.map((t) => t.id);
  const [breakRows, runRows] = await Promise.all([
    repo.findBreaks(club.id, termIds),
    repo.findRuns(club.id, { termIds }),
  ]);
  const breaks = groupBy(breakRows, (b) => b.termId);
  const runs = groupBy(await runViews(repo, club.id, runRows), (r) => r.termId);
  return rows.map((term) => {
    const termRuns = runs.get(term.id) ?? [];
    return {
      termId: term.id,
      name: term.name,
      ...termDatesOf(term, club.timeZone),
      breaks: (breaks.get(term.id) ?? []).map(({ name, from, to }) => ({ name, from, to })),
      bookingsCount: termRuns.reduce((sum, r) => sum + r.bookingsCount, 0),
      runs: termRuns,
    };
  });
}
