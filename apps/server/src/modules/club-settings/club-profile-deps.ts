import type { FileStore } from '../../platform/storage/file-store.js';
import type { ClubProfileRepository } from './club-profile.repository.js';
import type { ClubStylesheetsRepository } from './club-stylesheets.repository.js';

/** What the club profile's use cases are given. */
export interface ClubProfileDeps {
  repo: ClubProfileRepository;
  /** The club's own stylesheets (set in the platform console; served on the club's host). */
  stylesheets: ClubStylesheetsRepository;
  files: FileStore;
  clock: () => Date;
  /** Drops the host's cached club (its name, theme, logo) so the next request reads the change. */
  forgetClub: (subdomain: string) => void;
}
