import { supportsListingSite } from '@clubroom/domain/rules';
import { notFound } from '../../platform/errors.js';
import type { ListingRepository } from './listing.repository.js';
import type { PremiumListingCache } from './premium-listings.js';

/** A platform manager marks a club premium on the listing site, or takes the mark off; the same again changes nothing. */
export async function markPremium(
  repo: ListingRepository,
  premium: PremiumListingCache,
  input: { clubId: number; premium: boolean; markedBy: number },
) {
  const club = await repo.clubToMark(input.clubId);
  if (!club) throw notFound('Club');
  await repo.mark(club.id, input.markedBy, input.premium);
  premium.forget();
  return {
    clubId: club.id,
    subdomain: club.subdomain,
    premium: input.premium,
    onListingSite: club.listed && supportsListingSite(club.country),
  };
}
