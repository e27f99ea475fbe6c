import type { AdminRun, CreateRunBody, UpdateRunBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminScheduleDeps } from './admin-schedule-deps.js';
import type { AdminScheduleRepository, RunRow } from './admin-schedule.repository.js';
import { classTimeRowOf } from './class-times.js';
import { regenerateSessions } from './run-sessions.js';
import { runViews } from './schedule-views.js';

const says = messages.adminSchedule.errors;
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `body.${field}: ${message}`, [{ path: `body.${field}`, message }]);

/** The run's row from what the organiser wrote: a trial is one session; no term price is stored as 0. */
const runRowOf = (body: UpdateRunBody, venueId: number): RunRow => ({
  venueId,
  className: body.className,
  capacity: body.capacity,
  ageFromMonths: body.ageFrom,
  ageToMonths: body.ageTo,
  pricePerSession: body.pricePerSession,
  pricePerTerm: body.pricePerTerm ?? 0,
  trialSessions: body.trial ? 1 : 0,
  trialPrice: body.trial ? body.trialPrice : 0,
  inviteOnly: body.inviteOnly,
});

export async function runView(repo: AdminScheduleRepository, clubId: number, runId: number): Promise<AdminRun> {
  const [view] = await runViews(repo, clubId, await repo.findRuns(clubId, { runId }));
  return view;
}

/**
 * Adds a run to one of the club's terms, with its class times and the sessions they make, at its
 * venue (a new one is added with it) and, when sold so, its monthly plan. It starts as a draft
 * (staff only) until the club publishes it: a class is not public half-made.
 */
export async function createRun(deps: AdminScheduleDeps, club: ResolvedClub, body: CreateRunBody): Promise<AdminRun> {
  const venue = await deps.chooseVenue(body.venue, 'venue');
  return deps.transaction(async (repo, tx) => {
    const term = await repo.findTerm(club.id, body.termId);
    if (!term) throw notFound('Term');
    const row = { ...runRowOf(body, await venue(tx, club.id)), draft: true };
    const runId = await repo.insertRun(club.id, term.id, row);
    if (body.monthlyPlan) await repo.replacePlan(club.id, runId, body.monthlyPlan);
    await repo.replaceClassTimes(club.id, runId, body.classTimes.map(classTimeRowOf));
    await regenerateSessions(repo, club, runId, term, deps.clock());
    return runView(repo, club.id, runId);
  });
}

/**
 * Changes a run. Under the run's lock (as bookings take it): its places may not fall below those
 * already booked, and its sessions from now on are generated again (`regenerateSessions`). Its
 * monthly plan, when given, applies to bookings from now on: parents' subscriptions keep theirs.
 */
export async function updateRun(
  deps: AdminScheduleDeps,
  club: ResolvedClub,
  runId: number,
  body: UpdateRunBody,
): Promise<AdminRun> {
  const venue = await deps.chooseVenue(body.venue, 'venue');
  return deps.transaction(async (repo, tx) => {
    const [current] = await repo.findRuns(club.id, { runId });
    if (!current) throw notFound('Run');
    await lockAvailability(tx, [{ kind: 'run', id: runId }]);
    const venueId = await venue(tx, club.id);
    const booked = await repo.countConfirmedBookings(club.id, [runId]);
    if (body.capacity < booked) throw invalid('capacity', says.capacityBelowBookings(booked));
    const term = await repo.findTerm(club.id, current.run.termId);
    if (!term) throw notFound('Term');
    await repo.updateRun(club.id, runId, runRowOf(body, venueId));
    if (body.monthlyPlan !== undefined) await repo.replacePlan(club.id, runId, body.monthlyPlan);
    await repo.replaceClassTimes(club.id, runId, body.classTimes.map(classTimeRowOf));
    await regenerateSessions(repo, club, runId, term, deps.clock());
    return runView(repo, club.id, runId);
  });
}
