import { messages } from '@clubroom/domain/messages';
import { countrySupport } from '@clubroom/domain/rules';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { FeesDeps } from './fees-deps.js';

/** The public discovery listing (`clubs.listed`): on only where the country has the listing site; off always. */
export async function updateListing(deps: FeesDeps, club: ResolvedClub, listed: 0 | 1) {
  if (listed === 1) {
    const { country } = await deps.repo.clubFlags(club.id);
    if (!countrySupport(country).supportsListingSite)
      throw new AppError('CONFLICT', messages.fees.refused.listingUnsupported);
  }
  await deps.repo.setListed(club.id, listed === 1);
  return { data: listed };
}
