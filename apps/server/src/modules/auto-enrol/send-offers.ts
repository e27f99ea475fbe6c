import type { SendOffersBody, SendOffersResult } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { offerReminderTimes, priorityOfferDeadline } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { PlaceToOffer } from '../booking/index.js';
import type { AutoEnrolDeps } from './auto-enrol-deps.js';
import { autoEnrolRepository } from './auto-enrol.repository.js';
import { carryOverOf } from './auto-enrol-term.js';
import { sendOfferMessages } from './offer-messages.js';

const texts = messages.autoEnrol;

const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/**
 * Sends the chosen families their timed priority offers: each place (a child of the term before, a
 * published run of this term: else 400 naming it) is held in the family's basket until the deadline
 * the club chose, by the booking engine under the run's lock (a place already offered, taken or
 * full is refused, the rest still made), with an email (and SMS) carrying the one link to accept and
 * pay, and reminders queued before the deadline. All of it commits together. A suspended club sends none (409
 * `CLUB_SUSPENDED`, nothing held): the families could not book the places; once restored, sending works again.
 */
export async function sendPriorityOffers(
  deps: AutoEnrolDeps,
  club: ResolvedClub,
  termId: number,
  body: SendOffersBody,
): Promise<SendOffersResult> {
  if (club.suspendedAt) throw new AppError('CLUB_SUSPENDED', texts.suspended);
  const { nextRuns, carried, matches, offers } = await carryOverOf(deps, club, termId);
  const places: (PlaceToOffer & { fromRunId: number | null })[] = [];
  const refused: SendOffersResult['refused'] = [];
  body.places.forEach(({ childId, runId }, i) => {
    const run = nextRuns.find((r) => r.id === runId);
    if (!run) throw invalid(`body.places.${i}.runId`, texts.notThisTerm);
    if (run.draft) throw invalid(`body.places.${i}.runId`, texts.draftRun(run.className));
    const from = carried.filter((p) => p.childId === childId);
    if (from.length === 0) throw invalid(`body.places.${i}.childId`, texts.notCarriedOver);
    if (offers.some((o) => o.childId === childId && o.runId === runId)) {
      refused.push({ childId, runId, reason: 'placed' });
      return;
    }
    const match = matches.find((m) => m.childId === childId && m.toRunId === runId);
    places.push({ childId, runId, parentUserId: from[0].parentUserId, fromRunId: match?.fromRunId ?? from[0].runId });
  });
  if (places.length === 0) return { offered: 0, refused };
  const now = deps.clock();
  const expiresAt = priorityOfferDeadline(now, body.offerDays);
  const outcomes = await deps.places.hold(
    club.id,
    places.map(({ childId, runId, parentUserId }) => ({ childId, runId, parentUserId })),
    expiresAt,
    async ({ tx, outbox }, place) => {
      const repo = autoEnrolRepository(tx);
      const fromRunId = places.find((p) => p.childId === place.childId && p.runId === place.runId)!.fromRunId;
      const offerId = await repo.insertOffer({
        clubId: club.id,
        termId,
        fromRunId,
        ...place,
        expiresAt,
        createdAt: now,
      });
      const facts = (await repo.offerFacts(offerId, now))!;
      await sendOfferMessages(outbox, facts, { publicUrl: deps.publicUrl, smsAvailable: deps.smsAvailable });
      for (const at of offerReminderTimes(now, expiresAt)) {
        await outbox.job('priority-offer-reminder', { offerId, at: at.toISOString() }, { startAfter: at });
      }
      return offerId;
    },
  );
  let offered = 0;
  for (const outcome of outcomes) {
    if ('offerId' in outcome) offered += 1;
    else refused.push({ childId: outcome.childId, runId: outcome.runId, reason: outcome.refused });
  }
  return { offered, refused };
}
