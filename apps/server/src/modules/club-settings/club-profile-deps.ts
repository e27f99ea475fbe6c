import type { FileStore } from '../../platform/storage/file-store.js';
import type { ClubProfileRepository } from './club-profile.repository.js';

/** What the club profile's use cases are given. */
export interface ClubProfileDeps {
  repo: ClubProfileRepository;
  files: FileStore;
  clock: () => Date;
  /** Drops the host's cached club (its name, theme, logo) so the next request reads the change. */
  forgetClub: (subdomain: string) => void;
}
