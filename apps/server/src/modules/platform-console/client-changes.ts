import type {
  ApplyConsoleStylesheetBody,
  SetConsoleFeatureBody,
  SetConsoleRatesBody,
  SetThemeBody,
} from '@clubroom/domain/api';
import { rateEffectiveFrom } from '@clubroom/domain/rules';
import { AppError, notFound } from '../../platform/errors.js';
import type { Actor } from '../../platform/security/actor.js';
import type { ClubConsole } from '../club-settings/index.js';
import type { AuditRepository } from '../../platform/audit/audit.repository.js';
import type { Outbox } from '../../platform/jobs/outbox.js';
import { offerQueuedPlaces } from '../booking/index.js';
import { clientDetail } from './client-detail.js';
import type { ConsoleDeps } from './console-deps.js';

type Writes = { club: ClubConsole; audit: AuditRepository; outbox: Outbox };

/**
 * A platform manager's change to a club: made through club-settings (the club's owner) with its audit row (who, when,
 * what) in one transaction; answers the club's page as it now is. An unknown club is 404 before anything is written.
 */
async function change(
  deps: ConsoleDeps,
  actor: Actor,
  clubId: number,
  action: string,
  work: (
    writes: Writes,
    club: { id: number; subdomain: string; timeZone: string; suspendedAt: Date | null },
  ) => Promise<Record<string, unknown> | null>,
) {
  const club = await deps.repo.one(clubId, { start: new Date(0), end: new Date(0) });
  if (!club) throw notFound('Club');
  await deps.transaction(async (writes) => {
    const details = await work(writes, club);
    if (details) await writes.audit.record(actor, { action, clubId, details });
  });
  return clientDetail(deps, clubId);
}

export const setClientFeature = (deps: ConsoleDeps, actor: Actor, clubId: number, body: SetConsoleFeatureBody) =>
  change(deps, actor, clubId, 'console.feature', async ({ club }) =>
    (await club.setFeature(clubId, body.feature, body.on)) ? { feature: body.feature, on: body.on } : null,
  );

/** Rates from a club-local date on: today means from now; an earlier date is refused (it would reach back). */
export const setClientRates = (deps: ConsoleDeps, actor: Actor, clubId: number, body: SetConsoleRatesBody) =>
  change(deps, actor, clubId, 'console.rates', async ({ club }, row) => {
    const now = deps.clock();
    const from = rateEffectiveFrom(body.effectiveFrom, row.timeZone, Math.floor(now.getTime() / 1000));
    if (from === null)
      throw new AppError('VALIDATION_FAILED', 'Rates cannot start before today', [
        { path: 'body.effectiveFrom', message: 'must be today or later' },
      ]);
    const { effectiveFrom, ...rates } = body;
    const fromAt = from === Math.floor(now.getTime() / 1000) ? now : new Date(from * 1000);
    await club.setRates(clubId, fromAt, rates, now);
    return { effectiveFrom: fromAt.toISOString(), date: effectiveFrom, ...rates };
  });

export const setClientSkin = (deps: ConsoleDeps, actor: Actor, clubId: number, body: SetThemeBody) =>
  change(deps, actor, clubId, 'console.skin', async ({ club }, row) => {
    const { data } = await club.setSkin(row, body);
    return { ...data };
  });

/** Keeps the club's own stylesheet for preview (not applied): audited with its version and size. */
export const uploadClientStylesheet = (deps: ConsoleDeps, actor: Actor, clubId: number, css: string) =>
  change(deps, actor, clubId, 'console.stylesheet-upload', async ({ club }) =>
    club.uploadStylesheet(clubId, css, deps.clock()),
  );

/** Applies the stylesheet previewed (its version, so nobody applies what they did not see). */
export const applyClientStylesheet = (
  deps: ConsoleDeps,
  actor: Actor,
  clubId: number,
  body: ApplyConsoleStylesheetBody,
) =>
  change(deps, actor, clubId, 'console.stylesheet-apply', async ({ club }, row) => {
    await club.applyStylesheet(row, body.hash);
    return { hash: body.hash };
  });

export const removeClientStylesheet = (deps: ConsoleDeps, actor: Actor, clubId: number) =>
  change(deps, actor, clubId, 'console.stylesheet-remove', async ({ club }, row) => {
    const removed = await club.removeStylesheet(row);
    return removed === null ? null : { hash: removed };
  });

/**
 * Suspends (at now) or restores the club; a club already so writes nothing. A suspended club's waiting lists offer
 * nothing; restoring it offers them the places freed meanwhile (booking's `offerQueuedPlaces`).
 */
export const setClientSuspended = (deps: ConsoleDeps, actor: Actor, clubId: number, suspend: boolean) =>
  change(deps, actor, clubId, suspend ? 'console.suspend' : 'console.restore', async ({ club, outbox }, row) => {
    if ((row.suspendedAt !== null) === suspend) return null;
    await club.setSuspendedAt(row, suspend ? deps.clock() : null);
    if (!suspend) await offerQueuedPlaces(outbox, clubId);
    return {};
  });
