import type { ScheduleResponse } from '@clubroom/domain/api';
import type { RateLimitRepository } from '../../platform/security/rate-limit.repository.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { FamilyClubSessions } from '../parent-bookings/index.js';
import type { CampDayTimes } from '../schedule/index.js';
import type { CalendarFeedsRepository } from './calendar-feeds.repository.js';

/** What the calendar feeds read and write with. */
export interface CalendarFeedsDeps {
  repo: CalendarFeedsRepository;
  rateLimits: RateLimitRepository;
  /** A family's booked sessions at every club within a window (the parent-bookings module's). */
  familySessions: (parentUserId: number, window: { from: Date; to: Date }) => Promise<FamilyClubSessions[]>;
  /** A club's public schedule, the cached entry its API answers (the schedule module's). */
  publicSchedule: (club: ResolvedClub) => Promise<ScheduleResponse>;
  /** The dated days of the club's camp weeks (the schedule module's): the public schedule carries only the weeks. */
  campDays: (club: ResolvedClub, weekIds: number[]) => Promise<CampDayTimes[]>;
  /** The platform's own origin (`https://example.com`): a family's link spans clubs, so it names none. */
  platformOrigin: string;
  clock: () => Date;
}
