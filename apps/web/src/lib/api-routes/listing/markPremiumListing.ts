// Generated from packages/domain/src/api/listing.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { listingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const markPremiumListing: RouteRef<typeof api.markPremiumListing> = {
  operationId: 'markPremiumListing',
  method: 'POST',
  path: '/api/v4/manage/clubs/:clubId/premium-listing',
  signedIn: true,
  schemas: 'listing',
};
