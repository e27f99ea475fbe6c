import type { Db } from '../../db/client.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { PriorityOfferPlaces, TermPriorityWindows } from '../booking/index.js';
import type { AutoEnrolRepository } from './auto-enrol.repository.js';

/** What the auto-enrol use cases work with. */
import type { MoveUpSuggestions } from '../trophies/index.js';

export interface AutoEnrolDeps {
  db: Db;
  repo: AutoEnrolRepository;
  /** The booking engine's side of an offer: its place held under the run's lock, and places taken. */
  places: PriorityOfferPlaces;
  /** The term's priority windows (booking's: it honours them). */
  windows: TermPriorityWindows;
  jobs: Jobs;
  clock: () => Date;
  /** The site's public address, for the offer's link. */
  publicUrl: URL;
  /** Whether an SMS sender is configured: an offer is then texted too, to a family with a mobile. */
  smsAvailable: boolean;
  /** The trophies module's "ready to move up" marks on a run, and the run suggested for those children next term. */
  moveUps: MoveUpSuggestions;
}
