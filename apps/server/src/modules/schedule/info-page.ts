import type { RunInfo } from '@clubroom/domain/api';
import type { InvitationsRepository } from '../booking/index.js';
import type { ScheduleRepository } from './schedule.repository.js';

/** What a run's or camp's info page reads: the schedule, and who was invited to book an invite-only one. */
export interface InfoPageDeps {
  repo: ScheduleRepository;
  invitations: Pick<InvitationsRepository, 'isInvited'>;
}

type VenueInfo = RunInfo['venue'];

/** A run's or camp's venue as its info page shows it. */
export const venueInfo = ({ name, address, postcode, latitude, longitude }: VenueInfo): VenueInfo => ({
  name,
  address,
  postcode,
  latitude,
  longitude,
});
