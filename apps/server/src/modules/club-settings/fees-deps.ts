import type { FeeRates } from '@clubroom/domain/rules';
import type { FeesRepository } from './fees.repository.js';

/** What the fee and settings use cases work with. */
export interface FeesDeps {
  repo: FeesRepository;
  /** One transaction, its writes through the repository given. */
  transaction: <T>(work: (repo: FeesRepository) => Promise<T>) => Promise<T>;
  /** The club's fee rates in effect at an instant (spec §9's defaults when it has none). */
  feeRates: (clubId: number, at: Date) => Promise<FeeRates>;
  clock: () => Date;
}

export const asFlag = (on: boolean): 0 | 1 => (on ? 1 : 0);
