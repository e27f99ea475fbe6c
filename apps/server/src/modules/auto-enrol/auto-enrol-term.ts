import type { AutoEnrolTerm, CarryOver, RunOffers } from '@clubroom/domain/api';
import {
  DEFAULT_OFFER_DAYS,
  matchCarryOvers,
  priorityOfferStatus,
  type CarryOverMatch,
  type CarryOverRun,
  type PriorityOfferStatus,
} from '@clubroom/domain/rules';
import { notFound } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { AutoEnrolDeps } from './auto-enrol-deps.js';
import type { CarriedPlace, RunRow } from './auto-enrol.repository.js';
import { openingsView } from './term-openings.js';

type Offer = Awaited<ReturnType<AutoEnrolDeps['repo']['offersOf']>>[number];

/**
 * The carry-over of a term: the children of the term before, each matched to this term's runs
 * (`matchCarryOvers`: the same class, or a suggested run) with its conflicts, those already offered
 * left out of the matching (their place is held); and the offers made, one status each. 404 for
 * another club's term.
 */
export async function carryOverOf(deps: AutoEnrolDeps, club: ResolvedClub, termId: number) {
  const term = await deps.repo.findTerm(club.id, termId);
  if (!term) throw notFound('Term');
  const now = deps.clock();
  const previous = await deps.repo.previousTerm(club.id, termId);
  const nextRuns = await deps.repo.runsOf(club.id, termId);
  const fromRuns = previous ? await deps.repo.runsOf(club.id, previous.id) : [];
  const carried = previous ? await deps.repo.carriedPlaces(club.id, previous.id) : [];
  const placed = await deps.repo.placedIn(club.id, termId, now);
  const offers = await deps.repo.offersOf(club.id, termId, now);
  const offerOf = (place: CarriedPlace) =>
    offers.find((o) => o.childId === place.childId && o.fromRunId === place.runId) ?? null;
  const taken = await deps.places.taken(
    club.id,
    nextRuns.map((r) => r.id),
    now,
  );
  const fromRunOf = new Map(fromRuns.map((run) => [run.id, run]));
  const toMatch = carried.filter((place) => offerOf(place) === null && fromRunOf.has(place.runId));
  // A child marked "ready to move up" on their run is offered the run the trophies module suggests (a level up).
  const moveUps = new Map(
    await Promise.all(fromRuns.map(async (run) => [run.id, await deps.moveUps(club.id, run)] as const)),
  );
  const suggestedFor = (place: CarriedPlace) => {
    const moveUp = moveUps.get(place.runId);
    return moveUp?.childIds.includes(place.childId) ? moveUp.suggestedRunId : null;
  };
  const matches = matchCarryOvers(
    toMatch.map((place) => ({
      childId: place.childId,
      dateOfBirth: place.dateOfBirth,
      fromRun: carryOverRun(fromRunOf.get(place.runId)!, 0),
      suggestedRunId: suggestedFor(place),
      alreadyPlacedIn: placed.filter((p) => p.childId === place.childId).map((p) => p.runId),
    })),
    nextRuns.map((run) => carryOverRun(run, taken.get(run.id) ?? 0)),
    club.timeZone,
  );
  return { term, previous, nextRuns, fromRuns, carried, matches, offers, offerOf, now };
}

const carryOverRun = (run: RunRow, taken: number): CarryOverRun => ({ ...run, taken });

/** The auto-enrol page's answer: every carried-over child, matched or offered, and the offers by run. */
export async function autoEnrolTerm(deps: AutoEnrolDeps, club: ResolvedClub, termId: number): Promise<AutoEnrolTerm> {
  const { term, previous, nextRuns, fromRuns, carried, matches, offers, offerOf, now } = await carryOverOf(
    deps,
    club,
    termId,
  );
  const classOf = new Map([...nextRuns, ...fromRuns].map((run) => [run.id, run.className]));
  const ref = (runId: number) => ({ runId, className: classOf.get(runId) ?? '' });
  const offerView = (offer: Offer) => ({
    offerId: offer.id,
    runId: offer.runId,
    status: priorityOfferStatus(offer, now),
    expiresAt: offer.expiresAt.toISOString(),
  });
  const matchOf = (place: CarriedPlace): CarryOverMatch | undefined =>
    matches.find((m) => m.childId === place.childId && m.fromRunId === place.runId);
  const carryOvers: CarryOver[] = carried.flatMap((place) => {
    const offer = offerOf(place);
    const match = matchOf(place);
    if (!offer && !match) return [];
    const toRunId = offer ? offer.runId : match!.toRunId;
    return [
      {
        childId: place.childId,
        childName: place.childName,
        parentName: place.parentName,
        fromRun: ref(place.runId),
        toRun: toRunId === null ? null : ref(toRunId),
        conflicts: offer ? [] : match!.conflicts,
        offer: offer ? offerView(offer) : null,
      },
    ];
  });
  return {
    termId: term.id,
    termName: term.name,
    previousTerm: previous && { termId: previous.id, name: previous.name },
    defaultOfferDays: DEFAULT_OFFER_DAYS,
    carryOvers,
    offersByRun: offersByRun(nextRuns, offers.map(offerView)),
    openings: openingsView(await deps.windows.of(club.id, termId)),
  };
}

function offersByRun(runs: RunRow[], offers: { runId: number; status: PriorityOfferStatus }[]) {
  return runs.flatMap((run): RunOffers[] => {
    const mine = offers.filter((o) => o.runId === run.id);
    if (mine.length === 0) return [];
    const count = (status: PriorityOfferStatus) => mine.filter((o) => o.status === status).length;
    return [
      {
        runId: run.id,
        className: run.className,
        pending: count('pending'),
        accepted: count('accepted'),
        declined: count('declined'),
        lapsed: count('lapsed'),
      },
    ];
  });
}
