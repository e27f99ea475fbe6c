import type { CancelRunSessionBody } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { toEpoch } from '../../lib/epoch.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { SessionDatesDeps } from './session-dates-deps.js';
import { changedSessionView } from './session-views.js';

const says = messages.runSessions.errors;

/**
 * Cancels one session of a run that has not started: kept and marked (with the reason families are told), so it
 * shows as cancelled on the register, the public dates and the families' bookings, and is no session that happens
 * (no one can book it or pay for it). In the same transaction a `run-session-changed` job is queued: it emails the
 * families booked on it and gives back each place's share of its price as the club's cancellation policy says.
 * Cancelling a cancelled session answers it as it is (nothing emailed again).
 */
export async function cancelRunSession(
  deps: SessionDatesDeps,
  club: ResolvedClub,
  actor: Actor,
  target: { runId: number; sessionId: number },
  body: CancelRunSessionBody,
) {
  const reason = body.reason?.trim() || null;
  const row = await deps.transaction(async ({ repo, outbox, audit }) => {
    const session = await repo.sessionOf(club.id, target.runId, target.sessionId, true);
    if (!session) throw notFound('Session');
    if (session.cancelledAt) return session;
    if (session.startsAt <= deps.clock()) throw new AppError('CONFLICT', says.started);
    const cancelled = await repo.setCancelled(club.id, session.id, { at: deps.clock(), reason });
    await audit.record(actor, {
      action: 'session.cancelled',
      clubId: club.id,
      details: { runId: target.runId, sessionId: session.id, startTime: toEpoch(session.startsAt), reason },
    });
    await outbox.job('run-session-changed', { clubId: club.id, sessionId: session.id, change: 'cancelled' });
    return cancelled;
  });
  return changedSessionView(deps, club.id, target.runId, row);
}

/**
 * Undoes a session's cancellation while it is still ahead: it happens again, and the families booked on it are
 * emailed that it is back on. What was refunded or kept as credit for it stays with them. A session not cancelled
 * is answered as it is.
 */
export async function restoreRunSession(
  deps: SessionDatesDeps,
  club: ResolvedClub,
  actor: Actor,
  target: { runId: number; sessionId: number },
) {
  const row = await deps.transaction(async ({ repo, outbox, audit }) => {
    const session = await repo.sessionOf(club.id, target.runId, target.sessionId, true);
    if (!session) throw notFound('Session');
    if (!session.cancelledAt) return session;
    if (session.startsAt <= deps.clock()) throw new AppError('CONFLICT', says.startedRestore);
    const restored = await repo.setCancelled(club.id, session.id, null);
    await audit.record(actor, {
      action: 'session.restored',
      clubId: club.id,
      details: { runId: target.runId, sessionId: session.id, startTime: toEpoch(session.startsAt) },
    });
    await outbox.job('run-session-changed', { clubId: club.id, sessionId: session.id, change: 'restored' });
    return restored;
  });
  return changedSessionView(deps, club.id, target.runId, row);
}
