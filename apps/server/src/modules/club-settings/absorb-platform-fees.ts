import type { ResolvedClub } from '../../platform/tenancy.js';
import type { FeesDeps } from './fees-deps.js';

/** Absorb Payments off → on "sets platform fees" (spec §4): the club pays the fees from now on. Already on: no change. */
export async function absorbPlatformFees(deps: FeesDeps, club: ResolvedClub) {
  await deps.transaction(async (repo) => {
    const mode = await repo.lockFeeMode(club.id);
    if (!mode.absorbCharges) await repo.setFeeMode(club.id, { absorbCharges: true });
  });
  return { data: 1 as const };
}
