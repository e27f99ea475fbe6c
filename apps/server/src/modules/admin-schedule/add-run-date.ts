import type { AddRunDateBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import {
  clubToday,
  formatDateTime,
  formatLongDate,
  sessionsOverlap,
  zonedWallTimeToEpoch,
} from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import { bodyFieldRefused } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { SessionDatesDeps } from './session-dates-deps.js';
import { changedSessionView, runForDates } from './session-views.js';

const says = messages.runSessions.errors;

/** A club-local date and wall time (HH:MM) as an instant, in the club's time zone. */
const instantOf = (date: string, time: string, timeZone: string) => {
  const [hours, mins] = time.split(':').map(Number);
  return zonedWallTimeToEpoch(date, hours, mins, timeZone);
};

/**
 * Adds a one-off session to a run: on a day within four weeks of its term (`extraDateWindow`), not in the past, and
 * not at a time the run already meets (a cancelled session then is named: undo its cancellation instead). It is a
 * session like any other from then on (the register, the public dates, booking, pricing); the sessions generated
 * again from the class times keep it. Term places bought before it get it at no charge (their sessions are the
 * run's after they were bought).
 */
export async function addRunDate(
  deps: SessionDatesDeps,
  club: ResolvedClub,
  actor: Actor,
  runId: number,
  body: AddRunDateBody,
) {
  const { found, window } = await runForDates(deps.repo, club, runId);
  const zone = club.timeZone;
  const startTime = instantOf(body.date, body.startTime, zone);
  const endTime = instantOf(body.date, body.endTime, zone);
  const now = deps.clock();
  if (body.date < clubToday(zone, now)) throw bodyFieldRefused('date', says.pastDate);
  if (startTime <= toEpoch(now)) throw bodyFieldRefused('startTime', says.startedToday);
  const dayOf = (date: string) => formatLongDate(instantOf(date, '12:00', zone), zone);
  if (body.date < window.from || body.date > window.to)
    throw bodyFieldRefused('date', says.outsideTerm(dayOf(window.from), dayOf(window.to)));

  const row = await deps.transaction(async ({ repo, audit }) => {
    // The run's row, locked: two dates added at once are checked one after the other.
    await repo.lockRun(club.id, runId);
    const clash = (await repo.sessionsOf(club.id, runId)).find((s) =>
      sessionsOverlap({ startTime, endTime }, { startTime: toEpoch(s.startsAt), endTime: toEpoch(s.endsAt) }),
    );
    if (clash) {
      const when = formatDateTime(toEpoch(clash.startsAt), zone);
      const refusal = clash.cancelledAt ? says.duplicateCancelled : says.duplicate;
      throw bodyFieldRefused('date', refusal(found.run.className, when));
    }
    const added = await repo.addOneOff(club.id, runId, {
      startsAt: new Date(startTime * 1000),
      endsAt: new Date(endTime * 1000),
    });
    await audit.record(actor, {
      action: 'session.added',
      clubId: club.id,
      details: { runId, sessionId: added.id, startTime, endTime },
    });
    return added;
  });
  return changedSessionView(deps, club.id, runId, row);
}
