import type { AddToBasketBody } from '@clubroom/domain/api';
import { ageLimitRefusal, messages } from '@clubroom/domain/messages';
import {
  formatDateTime,
  opensFor,
  trialSessionProblem,
  windowOpen,
  type PriorityWindows,
} from '@clubroom/domain/rules';
import { AppError, notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { BookableChild } from '../people/index.js';
import type { PlaceRef, PlacesRepository } from './places.repository.js';
import type { InvitationsRepository, InvitationTarget } from './invitations.repository.js';
import type { TermMembersRepository } from './term-members.repository.js';
import { toEpoch } from '../../lib/epoch.js';

const texts = messages.booking;

/** One place an item asks for, with the capacity it is counted against. */
export interface RequestedPlace {
  place: PlaceRef;
  capacity: number;
  /** The camp day's start, for a camp place. */
  dayStart?: number;
}

/** What one basket item asks for: its places, and what a parent calls it in a message. */
export interface RequestedPlaces {
  kind: AddToBasketBody['type'];
  className: string;
  places: RequestedPlace[];
  trialSessionStart: Date | null;
  campWeekId: number | null;
}

/**
 * Who is putting the place in a basket: the family itself (its account, `parentUserId`), or the
 * club's staff booking for a family (`placesForFamilies`), who may book an invite-only run or camp for anyone.
 */
export type Booker = { staff: false; parentUserId: number } | { staff: true };

/** What checking a requested place reads: the places, and who was invited to an invite-only run or camp. */
export interface PlaceSources {
  places: PlacesRepository;
  invitations: InvitationsRepository;
  termMembers: TermMembersRepository;
}

/**
 * An invite-only run or camp is booked only by a family whose account's email address was invited
 * (403 FORBIDDEN otherwise), or by staff for any family. Every path that puts a place in a basket
 * (and so in an order) passes here: basket add, trial booking, staff booking, waiting lists.
 */
async function assertInvited(
  sources: PlaceSources,
  clubId: number,
  booker: Booker,
  target: InvitationTarget & { inviteOnly: boolean; className: string },
) {
  if (!target.inviteOnly || booker.staff) return;
  const ref: InvitationTarget = target.runId !== undefined ? { runId: target.runId } : { campId: target.campId };
  if (await sources.invitations.isInvited(clubId, ref, booker.parentUserId)) return;
  throw new AppError('FORBIDDEN', texts.inviteOnly(target.className));
}

/**
 * A draft run or camp is booked by nobody, not even staff for a family (409): it is published first.
 * Every path that puts a place in a basket passes here, as for invitations.
 */
function assertPublished(booker: Booker, target: { draft: boolean; className: string }) {
  if (!target.draft) return;
  throw new AppError('CONFLICT', booker.staff ? texts.draftForStaff(target.className) : texts.notPublished);
}

type StoredWindows = Record<keyof PriorityWindows, string | null>;
const windowsOf = (stored: StoredWindows): PriorityWindows => ({
  membersFrom: stored.membersFrom ? new Date(stored.membersFrom) : null,
  siblingsFrom: stored.siblingsFrom ? new Date(stored.siblingsFrom) : null,
  everyoneFrom: stored.everyoneFrom ? new Date(stored.everyoneFrom) : null,
});

/**
 * A term opening in priority windows (term_openings) takes places from a child only once the
 * child's window has opened: members (a place in the term before), then their siblings, then
 * everyone (409 naming when it opens for them). Staff booking for a family are held to it too;
 * a priority offer's place is held for its family without passing here. Every path that puts a
 * place in a basket passes here, as for invitations.
 */
async function assertWindowOpen(
  sources: PlaceSources,
  club: ResolvedClub,
  child: BookableChild,
  run: { termId: number; className: string },
  stored: StoredWindows | null,
  now: Date,
) {
  if (!stored) return;
  const windows = windowsOf(stored);
  if (windowOpen(windows, 'everyone', now)) return;
  const tier = await sources.termMembers.tierOf(club.id, run.termId, child.id);
  if (windowOpen(windows, tier, now)) return;
  const opens = opensFor(windows, tier)!;
  const when = formatDateTime(Math.floor(opens.getTime() / 1000), club.timeZone);
  throw new AppError('CONFLICT', texts.notOpenYet(run.className, child.firstName, when));
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: `body.${field}`, message }]);

interface AgeRange {
  className: string;
  ageFromMonths: number;
  ageToMonths: number;
}

/** The age limit, judged on the first session or camp day the child will attend (docs/pricing.md). */
function assertAge(child: BookableChild, range: AgeRange, firstAttendance: number, club: ResolvedClub) {
  const refusal = ageLimitRefusal({ child, ...range, firstAttendance, timeZone: club.timeZone });
  if (refusal) throw invalid('childId', refusal);
}

async function runPlaces(
  sources: PlaceSources,
  club: ResolvedClub,
  child: BookableChild,
  item: Extract<AddToBasketBody, { type: 'term' | 'trial' }>,
  now: Date,
  booker: Booker,
): Promise<RequestedPlaces> {
  const moment = toEpoch(now);
  const trialStart = item.type === 'trial' ? item.sessionStart : null;
  const found = await sources.places.runToBook(club.id, item.runId, moment, trialStart);
  if (!found) throw notFound('Run');
  const { run } = found;
  assertPublished(booker, run);
  await assertInvited(sources, club.id, booker, { runId: run.id, ...run });
  await assertWindowOpen(sources, club, child, run, found.windows, now);
  let firstAttendance: number;
  let trialSessionStart: Date | null = null;
  if (item.type === 'trial') {
    if (!found.trialsOffered || run.trialSessions === 0) throw invalid('runId', texts.noTrial(run.className));
    // The run's sessions as far as the rule needs them: the one asked for, if it is one.
    const sessions = found.isTrialSession ? [{ startTime: item.sessionStart }] : [];
    const problem = trialSessionProblem(sessions, item.sessionStart, moment);
    if (problem) throw invalid('sessionStart', texts.trialSession[problem]);
    firstAttendance = item.sessionStart;
    trialSessionStart = new Date(item.sessionStart * 1000);
  } else {
    if (found.nextSessionStart === null) throw invalid('runId', texts.termOver(run.className));
    firstAttendance = found.nextSessionStart;
  }
  assertAge(child, run, firstAttendance, club);
  return {
    kind: item.type,
    className: run.className,
    // A trial takes a place in the run like a term does: the run's capacity is per class, and a
    // trial child is in the class on its session (counting it per session comes with registers).
    places: [{ place: { runId: run.id }, capacity: run.capacity }],
    trialSessionStart,
    campWeekId: null,
  };
}

async function campPlaces(
  sources: PlaceSources,
  club: ResolvedClub,
  child: BookableChild,
  item: Extract<AddToBasketBody, { type: 'camp-week' | 'camp-days' }>,
  now: Date,
  booker: Booker,
): Promise<RequestedPlaces> {
  const rows = await sources.places.campWeeksWithDays(club.id, [item.weekId]);
  const camp = rows[0]?.camp;
  if (!camp || camp.id !== item.campId) throw notFound('Camp week');
  assertPublished(booker, camp);
  await assertInvited(sources, club.id, booker, { campId: camp.id, ...camp });
  const nowSeconds = toEpoch(now);
  const days = rows.map((r) => ({ id: r.day.id, start: toEpoch(r.day.startsAt) }));
  let chosen = days;
  if (item.type === 'camp-days') {
    const wanted = new Set(item.dayStarts);
    chosen = days.filter((d) => wanted.has(d.start));
    if (chosen.length !== wanted.size) throw invalid('dayStarts', texts.campDayUnknown);
    if (chosen.some((d) => d.start <= nowSeconds)) throw invalid('dayStarts', texts.campDayStarted);
  } else {
    // A week already under way books the days still to come.
    chosen = days.filter((d) => d.start > nowSeconds);
    if (chosen.length === 0) throw invalid('weekId', texts.campDayStarted);
  }
  assertAge(
    child,
    { className: camp.className, ageFromMonths: camp.ageFromMonths, ageToMonths: camp.ageToMonths },
    chosen[0].start,
    club,
  );
  return {
    kind: item.type,
    className: camp.className,
    places: chosen.map((d) => ({ place: { campDayId: d.id }, capacity: camp.capacity, dayStart: d.start })),
    trialSessionStart: null,
    campWeekId: item.weekId,
  };
}

/**
 * The places a basket item asks for, checked before anything is locked: the run or camp week is
 * the club's (404), a draft is booked by nobody (409), a term in its priority windows only by the
 * children whose window is open (409), an invite-only one is booked only by an invited family or by staff (403), the
 * trial session or camp days are real and to come, and the child is within the age limits (400
 * naming the field). Availability is checked later, under the lock.
 */
export function requestedPlaces(
  sources: PlaceSources,
  club: ResolvedClub,
  child: BookableChild,
  item: AddToBasketBody,
  now: Date,
  booker: Booker,
): Promise<RequestedPlaces> {
  return item.type === 'term' || item.type === 'trial'
    ? runPlaces(sources, club, child, item, now, booker)
    : campPlaces(sources, club, child, item, now, booker);
}

/** A place as the lock knows it. */
export const lockKeyOf = (place: PlaceRef) =>
  place.runId !== undefined
    ? { kind: 'run' as const, id: place.runId }
    : { kind: 'camp-day' as const, id: place.campDayId };

/** A place as `PlacesRepository.taken` keys it. */
export const takenKeyOf = (place: PlaceRef) => {
  const { kind, id } = lockKeyOf(place);
  return `${kind}:${id}`;
};

/** The locks a set of holds (or bookings) needs: their runs and camp days. */
export const lockKeysOf = (rows: { runId: number | null; campDayId: number | null }[]) =>
  rows.map((r) => lockKeyOf(r.runId !== null ? { runId: r.runId } : { campDayId: r.campDayId! }));
