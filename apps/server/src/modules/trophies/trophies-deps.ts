import type { Outbox } from '../../platform/jobs/outbox.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import type { ClubGradingTrophies } from '../club-settings/index.js';
import type { RunRegisterAccess } from '../registers/index.js';
import type { TrophiesRepository } from './trophies.repository.js';

/** What the trophies use cases read and write with. */
export interface TrophiesDeps {
  repo: TrophiesRepository;
  clock: () => Date;
  /** The club's "Grading trophies" switch (club settings' options). */
  switchedOn: ClubGradingTrophies;
  /** The registers' object rule, and whether a child is booked on a run. */
  register: RunRegisterAccess;
  /** The parent's own child, or null (people's). */
  ownChild: (parentUserId: number, childId: number) => Promise<{ id: number } | null>;
  /** Writes and the jobs they cause, in one transaction. */
  transaction: <T>(work: (w: { repo: TrophiesRepository; outbox: Outbox }) => Promise<T>) => Promise<T>;
  /** How long an award's email waits for a possible undo (AWARD_EMAIL_DELAY_SECONDS). */
  emailDelaySeconds: number;
  publicUrl: URL;
  /** Where trophies' pictures are kept. */
  files: FileStore;
}
