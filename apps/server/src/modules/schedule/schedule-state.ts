import type { ModuleDeps } from '../../platform/module-deps.js';
import { bookingInvitations, clubTrialsOffered, type InvitationsRepository } from '../booking/index.js';
import { getCurrentSchedule } from './get-current-schedule.js';
import { createScheduleCache, type ScheduleCache } from './schedule-cache.js';
import { scheduleChangeFeed } from './schedule-changes.js';
import { scheduleVersionKeys } from './schedule-version.js';
import { scheduleRepository, type ScheduleRepository } from './schedule.repository.js';

/** What the schedule's routes and its server-rendered pages share: one cache per app, so both read the same. */
export interface ScheduleState {
  repo: ScheduleRepository;
  /** Who was invited to an invite-only run or camp: its page shows it to them. */
  invitations: InvitationsRepository;
  cache: ScheduleCache;
  /** The version key the club's cached schedule must match (see schedule-version.ts). */
  versionKeyOf: (clubId: number) => Promise<string>;
  clock: () => Date;
}

const states = new WeakMap<ModuleDeps, Promise<ScheduleState>>();

/** The schedule's state for an app (its `ModuleDeps`, one object per app), built on first use. */
export function scheduleStateOf(deps: ModuleDeps): Promise<ScheduleState> {
  let state = states.get(deps);
  if (!state) {
    state = (async () => {
      const repo = scheduleRepository(deps.db, deps.clock, clubTrialsOffered(deps));
      const versionKeys = scheduleVersionKeys(repo.findVersionKey, scheduleChangeFeed(deps.database));
      await versionKeys.ready;
      const cache = createScheduleCache((club, now) => getCurrentSchedule(repo, club, now));
      return {
        repo,
        invitations: bookingInvitations(deps),
        cache,
        versionKeyOf: versionKeys.keyOf,
        clock: deps.clock,
      };
    })();
    states.set(deps, state);
  }
  return state;
}
