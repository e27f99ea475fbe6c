import { randomUUID } from 'node:crypto';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { offerDeadline } from '@clubroom/domain/rules';
import type { BookingWrites } from './booking-deps.js';
import { queueHoldExpiry } from './hold-expiry.js';
import { offerEmail } from './offer-email.js';
import { clubLink, offerLapsedEmail } from './waiting-list-emails.js';
import type { EntryRow } from './waiting-list.repository.js';

/** What making an offer needs beyond the transaction: now, and the site's public address for the email's link. */
export interface OfferContext {
  now: Date;
  publicUrl: URL;
}

/**
 * Offers the place to one waiting family: held in their basket (an ordinary hold, so every
 * availability count includes it and nobody else can take it) until the club's offer time runs
 * out or the run's next session starts, whichever comes first (`offerDeadline`), with an email
 * saying so and a job that moves on to the next family once it lapses.
 * The caller holds the run's availability lock and knows the place is free.
 */
export async function makeOffer(w: BookingWrites, entry: EntryRow, { now, publicUrl }: OfferContext) {
  const { waitingListOfferHours } = await w.orders.settingsOf(entry.clubId);
  const expiresAt = offerDeadline(now, waitingListOfferHours, await w.places.firstSessionAfter(entry.runId, now));
  await w.places.insertHolds([
    {
      itemId: randomUUID(),
      clubId: entry.clubId,
      parentUserId: entry.parentUserId,
      childId: entry.childId,
      kind: 'term',
      runId: entry.runId,
      waitingListEntryId: entry.id,
      expiresAt,
      createdAt: now,
    },
  ]);
  await w.waitingLists.markOffered(entry.id, now, expiresAt);
  const facts = await w.waitingLists.offerFacts(entry.id);
  await w.outbox.email({
    ...offerEmail({ ...facts, expiresAt, basketUrl: clubLink(facts, publicUrl, '/basket') }),
    inbox: facts.inbox,
  });
  await queueHoldExpiry(w.outbox, entry.clubId, expiresAt);
}

/**
 * Offers every free place of these runs to the families first in their queues, one place each.
 * Free = capacity − confirmed bookings − unexpired holds: the places the queue is owed (the public
 * cannot take them while anyone waits, see place-checks.ts). A run whose term is over offers
 * nothing. A suspended club offers nothing: a family could not book the place (409 `CLUB_SUSPENDED`), so the places
 * wait for the queue until the club is restored, which offers them (`offerQueuedPlaces`). The caller holds the runs'
 * availability locks.
 */
export async function offerFreedPlaces(w: BookingWrites, clubId: number, runIds: number[], context: OfferContext) {
  if (await w.places.isSuspended(clubId)) return;
  const runs = await w.places.findRuns(clubId, [...new Set(runIds)]);
  for (const run of runs) {
    if ((await w.places.firstSessionAfter(run.id, context.now)) === null) continue;
    const free = run.capacity - (await w.places.takenOfRun(clubId, run.id, context.now));
    if (free <= 0) continue;
    for (const entry of await w.waitingLists.firstWaiting(run.id, free)) await makeOffer(w, entry, context);
  }
}

/**
 * Closes the offers whose hold has run out or gone (lapsed), releasing any place still in a
 * basket, and emails the families whose time ran out; the caller then offers those places to the next families. The caller holds the runs' locks.
 */
export async function lapseOffers(w: BookingWrites, clubId: number, { now, publicUrl }: OfferContext): Promise<void> {
  const lapsed = await w.waitingLists.offersWithoutLiveHold(clubId, now);
  for (const entry of lapsed) {
    await w.places.releaseOffer(entry.id);
    await w.waitingLists.close(entry.id, 'lapsed', now);
    // A place the family took out of their basket was turned down, not missed: nothing to tell them.
    if (!entry.offerExpiresAt || entry.offerExpiresAt > now) continue;
    const facts = await w.waitingLists.offerFacts(entry.id);
    const runUrl = clubLink(facts, publicUrl, pagePath(clubPages.runInfo, { runId: entry.runId }));
    await w.outbox.email({ ...offerLapsedEmail(facts, entry.offerExpiresAt, runUrl), inbox: facts.inbox });
  }
}
