// Generated from packages/domain/src/api/listing.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { listingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const premiumListings: RouteRef<typeof api.premiumListings> = {
  operationId: 'premiumListings',
  method: 'GET',
  path: '/api/v4/public/search/cached/premium-listings',
  schemas: 'listing',
};
