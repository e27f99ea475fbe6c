import type { FamilyWaitingListEntry } from '@clubroom/domain/api';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { runFactsOf } from './booking-catalogue.js';
import type { ParentBookingsDeps } from './parent-bookings-deps.js';

/** The family's open waiting-list entries at the club, each with its place in the queue and where its run meets. */
export async function familyWaitingLists(
  deps: ParentBookingsDeps,
  club: ResolvedClub,
  parentUserId: number,
): Promise<{ data: FamilyWaitingListEntry[] }> {
  const entries = await deps.waitingLists(club.id, parentUserId);
  const { runs, classTimes } = await runFactsOf(deps.repo, club.id, [...new Set(entries.map((e) => e.runId))]);
  return {
    data: entries.map((entry) => {
      const { termName, venueName } = runs.get(entry.runId)!;
      return { ...entry, termName, venueName, classTimes: classTimes.get(entry.runId) ?? [] };
    }),
  };
}
