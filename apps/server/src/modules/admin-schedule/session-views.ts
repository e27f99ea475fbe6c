import type { AdminRunSession, RunSessionResponse, RunSessionsResponse, SessionFamily } from '@clubroom/domain/api';
import { extraDateWindow } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { RunPlace, SessionPlace } from '../booking/index.js';
import type { RunSessionDatesRepository, RunSessionRow } from './run-session-dates.repository.js';
import type { SessionDatesDeps } from './session-dates-deps.js';
import { termDatesOf } from './term-dates.js';

type FoundRun = NonNullable<Awaited<ReturnType<RunSessionDatesRepository['runOf']>>>;

/** The run a dates page names, with the days a one-off date may fall on (`extraDateWindow` of its term). */
export async function runForDates(repo: RunSessionDatesRepository, club: ResolvedClub, runId: number) {
  const found = await repo.runOf(club.id, runId);
  if (!found) throw notFound('Run');
  const window = extraDateWindow(termDatesOf(found.term, club.timeZone));
  const run = {
    runId: found.run.id,
    className: found.run.className,
    venueName: found.venueName,
    termName: found.term.name,
    extraDatesFrom: window.from,
    extraDatesTo: window.to,
  };
  return { found, run, window };
}
export type RunForDates = Awaited<ReturnType<typeof runForDates>>;
export type { FoundRun };

/** A session as the admin sees it: its times, whether added or cancelled, and the children whose places include it. */
export function sessionView(row: RunSessionRow, places: RunPlace[], now: Date): AdminRunSession {
  const startTime = toEpoch(row.startsAt);
  return {
    sessionId: row.id,
    startTime,
    endTime: toEpoch(row.endsAt),
    oneOff: row.oneOff,
    cancelled: row.cancelledAt ? { at: toEpoch(row.cancelledAt), reason: row.cancelReason } : null,
    ahead: row.startsAt > now,
    booked: places.filter((place) => place.includes(startTime)).length,
  };
}

/** The session's view after a change, counted against the run's places now. */
export async function changedSessionView(deps: SessionDatesDeps, clubId: number, runId: number, row: RunSessionRow) {
  return { session: sessionView(row, await deps.places.ofRun(clubId, runId), deps.clock()) };
}

/** GET …/runs/{runId}/sessions: every session of the run, cancelled and one-off ones marked. */
export async function listRunSessions(
  deps: SessionDatesDeps,
  club: ResolvedClub,
  runId: number,
): Promise<RunSessionsResponse> {
  const { run } = await runForDates(deps.repo, club, runId);
  const [rows, places] = await Promise.all([deps.repo.sessionsOf(club.id, runId), deps.places.ofRun(club.id, runId)]);
  const now = deps.clock();
  return { run, sessions: rows.map((row) => sessionView(row, places, now)) };
}

/** The families of the places, each once, in the order the places came (by family name). */
export function familiesOf(places: SessionPlace[]): SessionFamily[] {
  const byParent = new Map<number, SessionFamily>();
  for (const place of places) {
    const family = byParent.get(place.parentUserId) ?? { parentName: place.parentName, places: [] };
    family.places.push({ childName: place.childName, share: place.share, paymentPlan: place.paymentPlan });
    byParent.set(place.parentUserId, family);
  }
  return [...byParent.values()];
}

/** GET …/runs/{runId}/sessions/{sessionId}: one session, who is booked on it and what each paid for it. */
export async function getRunSession(
  deps: SessionDatesDeps,
  club: ResolvedClub,
  runId: number,
  sessionId: number,
): Promise<RunSessionResponse> {
  const { run } = await runForDates(deps.repo, club, runId);
  const row = await deps.repo.sessionOf(club.id, runId, sessionId);
  if (!row) throw notFound('Session');
  const [placesOfRun, ofSession] = await Promise.all([
    deps.places.ofRun(club.id, runId),
    deps.places.ofSession(club.id, runId, toEpoch(row.startsAt)),
  ]);
  return {
    run,
    session: sessionView(row, placesOfRun, deps.clock()),
    families: familiesOf(ofSession.places),
    cancellationRefund: ofSession.refund,
  };
}
