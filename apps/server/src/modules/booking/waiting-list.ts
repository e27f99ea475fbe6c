import type { WaitingListEntry } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { lockAvailability } from '../../platform/db/availability-locks.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { BookingDeps, BookingWrites } from './booking-deps.js';
import { makeOffer, offerFreedPlaces } from './offer-places.js';
import { assertTakingBookings } from './taking-bookings.js';
import { requestedPlaces, takenKeyOf, type Booker, type PlaceSources } from './requested-places.js';
import { clubLink, joinedEmail } from './waiting-list-emails.js';
import type { EntryRow } from './waiting-list.repository.js';

const texts = messages.waitingList;

const runLock = (runId: number) => ({ kind: 'run' as const, id: runId });

/** Staff moving or offering: the rules of their booking for a family (Rebook's), so an invite-only run is open to them. */
const STAFF: Booker = { staff: true };

/**
 * Whether a child may wait for (or be offered) a place on a run, by the rules of a booking: the
 * run's age limits, invite-only, sessions left (`requestedPlaces`, 400 naming the field or 403,
 * saying why) — and, read under the run's lock, not already booked on it (409). Every way onto a
 * list or into an offer passes here: a parent joining, staff moving an entry or offering a place.
 */
async function assertChildMayWait(
  sources: PlaceSources & Pick<BookingDeps, 'children'>,
  club: ResolvedClub,
  entry: { parentUserId: number; childId: number; runId: number },
  booker: Booker,
  now: Date,
) {
  const child = await sources.children.ofParent(entry.parentUserId, entry.childId);
  if (!child) throw notFound('Child');
  const requested = await requestedPlaces(sources, club, child, { type: 'term', ...entry }, now, booker);
  return { child, requested };
}

/** Under the run's lock: the child is not booked on it already (409, saying so). */
async function assertNotBooked(
  w: BookingWrites,
  clubId: number,
  { child, requested }: Awaited<ReturnType<typeof assertChildMayWait>>,
  runId: number,
  now: Date,
) {
  const counts = await w.places.placeCounts(clubId, child.id, [{ runId }], now);
  if (counts.childHas === 'booked') {
    throw new AppError('CONFLICT', texts.alreadyBooked(child.firstName, requested.className));
  }
  return counts;
}

/**
 * Puts one of the parent's children (anyone else's answers 404) on a run's waiting list. The run
 * must be one the child could book (its club, the child's age, sessions left) and full for the
 * public: every place taken, held or owed to families already waiting (409 PLACES_AVAILABLE
 * otherwise). Joining twice answers the entry already there.
 */
export async function joinWaitingList(
  deps: BookingDeps,
  club: ResolvedClub,
  parentUserId: number,
  body: { runId: number; childId: number },
): Promise<WaitingListEntry> {
  const mayWait = await assertChildMayWait(
    deps,
    club,
    { ...body, parentUserId },
    { staff: false, parentUserId },
    deps.clock(),
  );
  const { child, requested } = mayWait;
  const [{ capacity }] = requested.places;
  const entryId = await deps.transaction(async (w) => {
    await lockAvailability(w.tx, [runLock(body.runId)]);
    const now = deps.clock();
    const open = await w.waitingLists.openEntryOf(child.id, body.runId);
    if (open) return open.id;
    const { taken, waiting } = await assertNotBooked(w, club.id, mayWait, body.runId, now);
    const takenOrOwed = (taken.get(takenKeyOf({ runId: body.runId })) ?? 0) + (waiting.get(body.runId) ?? 0);
    if (takenOrOwed < capacity) throw new AppError('PLACES_AVAILABLE', texts.placesAvailable(requested.className));
    const entry = await w.waitingLists.insert({
      clubId: club.id,
      runId: body.runId,
      childId: child.id,
      parentUserId,
      joinedAt: now,
    });
    await emailJoined(w, entry.id, deps.publicUrl);
    return entry.id;
  });
  return deps.waitingLists.viewOf(entryId);
}

/** Tells the family they are on the list, and where in the queue (sent once the entry commits). */
async function emailJoined(w: BookingWrites, entryId: number, publicUrl: URL) {
  const [facts, { position }] = await Promise.all([w.waitingLists.offerFacts(entryId), w.waitingLists.viewOf(entryId)]);
  const email = joinedEmail(facts, position ?? 1, clubLink(facts, publicUrl, clubPages.myBookings.path));
  await w.outbox.email({ ...email, inbox: facts.inbox });
}

/** An open entry of the club, or 404; with `parentUserId`, only that family's. */
async function openEntry(
  w: Pick<BookingWrites, 'waitingLists'>,
  clubId: number,
  entryId: number,
  parentUserId?: number,
) {
  const entry = await w.waitingLists.find(clubId, entryId);
  if (!entry || (parentUserId !== undefined && entry.parentUserId !== parentUserId))
    throw notFound('Waiting-list entry');
  return entry;
}

/** Closes an open entry (releasing a place offered to it), under its run's lock. */
async function closeOpen(w: BookingWrites, entry: EntryRow, status: 'left' | 'moved', now: Date) {
  if (entry.status !== 'waiting' && entry.status !== 'offered') throw new AppError('CONFLICT', texts.notWaiting);
  if (entry.status === 'offered') await w.places.releaseOffer(entry.id);
  await w.waitingLists.close(entry.id, status, now);
}

/**
 * Takes a child off a waiting list (the family's own entry, else 404). A place offered to them is
 * declined by it and offered to the next family at once. Leaving twice answers the entry as left.
 */
export async function leaveWaitingList(
  deps: BookingDeps,
  club: ResolvedClub,
  parentUserId: number,
  entryId: number,
): Promise<WaitingListEntry> {
  await deps.transaction(async (w) => {
    const found = await openEntry(w, club.id, entryId, parentUserId);
    await lockAvailability(w.tx, [runLock(found.runId)]);
    const entry = (await w.waitingLists.find(club.id, entryId))!;
    if (entry.status === 'left') return;
    const now = deps.clock();
    await closeOpen(w, entry, 'left', now);
    await offerFreedPlaces(w, club.id, [entry.runId], { now, publicUrl: deps.publicUrl });
  });
  return deps.waitingLists.viewOf(entryId);
}

/** A run's waiting list for the club's staff: the queue in order, then closed entries. */
export async function runWaitingList(deps: BookingDeps, club: ResolvedClub, runId: number) {
  if (!(await deps.places.findRun(club.id, runId))) throw notFound('Run');
  return deps.waitingLists.viewsOfRun(club.id, runId);
}

/**
 * Staff move a waiting child to another run's list of the club, at its end (a place offered on the
 * old run is released and offered on); if the new run has a place the queue is owed, it is offered.
 * The child must fit the new run as a booking by staff would (`assertChildMayWait`): refused with why.
 */
export async function moveWaitingListEntry(
  deps: BookingDeps,
  club: ResolvedClub,
  body: { entryId: number; runId: number },
): Promise<WaitingListEntry> {
  const listed = await openEntry(deps, club.id, body.entryId);
  if (listed.runId === body.runId) throw new AppError('CONFLICT', texts.sameRun);
  const mayWait = await assertChildMayWait(deps, club, { ...listed, runId: body.runId }, STAFF, deps.clock());
  const newEntryId = await deps.transaction(async (w) => {
    await lockAvailability(w.tx, [runLock(listed.runId), runLock(body.runId)]);
    const entry = (await w.waitingLists.find(club.id, body.entryId))!;
    const now = deps.clock();
    await closeOpen(w, entry, 'moved', now);
    if (await w.waitingLists.openEntryOf(entry.childId, body.runId)) throw new AppError('CONFLICT', texts.sameRun);
    await assertNotBooked(w, club.id, mayWait, body.runId, now);
    const moved = await w.waitingLists.insert({
      clubId: club.id,
      runId: body.runId,
      childId: entry.childId,
      parentUserId: entry.parentUserId,
      joinedAt: now,
    });
    await offerFreedPlaces(w, club.id, [entry.runId, body.runId], { now, publicUrl: deps.publicUrl });
    return moved.id;
  });
  return deps.waitingLists.viewOf(newEntryId);
}

/**
 * Staff offer a place to this entry now, ahead of its turn (not while the club is suspended: 409 `CLUB_SUSPENDED`): the
 * child must still fit the run
 * (`assertChildMayWait`, refused with why) and the run must have a place free of bookings and
 * holds (409 CAPACITY_EXCEEDED: raise the capacity first).
 */
export async function offerPlaceNow(deps: BookingDeps, club: ResolvedClub, entryId: number): Promise<WaitingListEntry> {
  assertTakingBookings(club);
  const listed = await openEntry(deps, club.id, entryId);
  const mayWait = await assertChildMayWait(deps, club, listed, STAFF, deps.clock());
  await deps.transaction(async (w) => {
    await lockAvailability(w.tx, [runLock(listed.runId)]);
    const entry = (await w.waitingLists.find(club.id, entryId))!;
    if (entry.status !== 'waiting') throw new AppError('CONFLICT', texts.notWaiting);
    const now = deps.clock();
    await assertNotBooked(w, club.id, mayWait, entry.runId, now);
    const [run] = await w.places.findRuns(club.id, [entry.runId]);
    const taken = await w.places.takenOfRun(club.id, run.id, now);
    if (taken >= run.capacity) throw new AppError('CAPACITY_EXCEEDED', texts.noPlaceToOffer(run.className));
    await makeOffer(w, entry, { now, publicUrl: deps.publicUrl });
  });
  return deps.waitingLists.viewOf(entryId);
}
