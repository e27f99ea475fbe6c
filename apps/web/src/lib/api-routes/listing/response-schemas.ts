// Generated from packages/domain/src/api/listing.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { listingApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  searchListings: api.searchListings.response,
  premiumListings: api.premiumListings.response,
  premiumListingsNear: api.premiumListingsNear.response,
  markPremiumListing: api.markPremiumListing.response,
};
