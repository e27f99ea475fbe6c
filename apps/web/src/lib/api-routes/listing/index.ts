// Generated from packages/domain/src/api/listing.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { searchListings } from './searchListings';
export { premiumListings } from './premiumListings';
export { premiumListingsNear } from './premiumListingsNear';
export { markPremiumListing } from './markPremiumListing';
export { clubSitemap } from './clubSitemap';
