import { messages } from '@clubroom/domain/messages';
import { formatLongDate, generateSessions } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AdminScheduleRepository } from './admin-schedule.repository.js';
import { termDatesOf } from './term-dates.js';
import { toEpoch } from '../../lib/epoch.js';

const says = messages.adminSchedule.errors;

/**
 * Generates a run's sessions again from its term (dates and breaks), its weekly class times and its
 * skipped dates, after any of them changed. Sessions that have started are history (registers,
 * what was paid for) and are kept as they are; from now on, a session that still happens keeps its
 * row (and anything marked on it, a cancellation too), one that no longer happens is deleted and a new
 * one is added. One-off dates the club added are no class time's and are kept as they are.
 * A change that would remove the session a confirmed trial is booked into is refused (409), so no
 * booked session is lost; term places simply follow the run's sessions.
 */
export async function regenerateSessions(
  repo: AdminScheduleRepository,
  club: ResolvedClub,
  runId: number,
  term: { id: number; startsAt: Date; endsAt: Date },
  now: Date,
): Promise<void> {
  const [classTimes, breaks, skippedDates, existing, trialStarts] = await Promise.all([
    repo.findClassTimes(club.id, [runId]),
    repo.findBreaks(club.id, [term.id]),
    repo.findSkippedDates(club.id, runId),
    repo.findSessionsFrom(club.id, runId, now),
    repo.findBookedTrialStarts(club.id, runId, now),
  ]);
  const nowSeconds = toEpoch(now);
  const wanted = generateSessions({
    ...termDatesOf(term, club.timeZone),
    classTimes: classTimes.map((t) => ({
      dow: t.dayOfWeek,
      hours: t.startHour,
      mins: t.startMinute,
      durationMinutes: t.durationMinutes,
    })),
    timeZone: club.timeZone,
    breaks,
    skippedDates,
  }).filter((s) => s.startTime >= nowSeconds);

  const keyOf = (startTime: number, endTime: number) => `${startTime}-${endTime}`;
  const wantedKeys = new Set(wanted.map((s) => keyOf(s.startTime, s.endTime)));
  const oneOffs = existing.filter((s) => s.oneOff);
  const wantedStarts = new Set([...wanted.map((s) => s.startTime), ...oneOffs.map((s) => toEpoch(s.startsAt))]);
  const droppedTrial = trialStarts.find((start) => !wantedStarts.has(start));
  if (droppedTrial !== undefined)
    throw new AppError('CONFLICT', says.trialSessionDropped(formatLongDate(droppedTrial, club.timeZone)));

  const existingKeys = new Set(existing.map((s) => keyOf(toEpoch(s.startsAt), toEpoch(s.endsAt))));
  await repo.deleteSessions(
    club.id,
    existing
      .filter((s) => !s.oneOff && !wantedKeys.has(keyOf(toEpoch(s.startsAt), toEpoch(s.endsAt))))
      .map((s) => s.id),
  );
  await repo.insertSessions(
    club.id,
    runId,
    wanted
      .filter((s) => !existingKeys.has(keyOf(s.startTime, s.endTime)))
      .map((s) => ({ startsAt: new Date(s.startTime * 1000), endsAt: new Date(s.endTime * 1000) })),
  );
}
