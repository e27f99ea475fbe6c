import { AppError } from '../../platform/errors.js';
import type { TrophiesDeps } from './trophies-deps.js';

/** Every trophy route first: with the club's "Grading trophies" switch off, a 409 saying where to switch it on. */
export async function assertTrophiesOn(deps: Pick<TrophiesDeps, 'switchedOn'>, clubId: number): Promise<void> {
  if (!(await deps.switchedOn(clubId))) throw new AppError('TROPHIES_OFF');
}
