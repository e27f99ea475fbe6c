import type { RunInfo } from '@clubroom/domain/api';
import { bookingOpensFor } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import type { InvitationsRepository } from '../booking/index.js';
import type { ScheduleRepository } from './schedule.repository.js';

/** What a run's or camp's info page reads: the schedule, and who was invited to book an invite-only one. */
export interface InfoPageDeps {
  repo: ScheduleRepository;
  invitations: Pick<InvitationsRepository, 'isInvited'>;
}

type VenueInfo = RunInfo['venue'];

/** When the term's booking opens for whom (its priority windows), while the last window is ahead; else null. */
export async function bookingOpensOf(
  repo: Pick<ScheduleRepository, 'openingsOf'>,
  clubId: number,
  termId: number,
  now: Date,
): Promise<RunInfo['bookingOpens']> {
  const opens = bookingOpensFor(await repo.openingsOf(clubId, termId), now);
  return (
    opens && {
      membersFrom: toEpoch(opens.membersFrom),
      siblingsFrom: toEpoch(opens.siblingsFrom),
      everyoneFrom: toEpoch(opens.everyoneFrom),
    }
  );
}

/** A run's or camp's venue as its info page shows it. */
export const venueInfo = ({ name, address, postcode, latitude, longitude }: VenueInfo): VenueInfo => ({
  name,
  address,
  postcode,
  latitude,
  longitude,
});
