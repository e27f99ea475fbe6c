// Generated from packages/domain/src/api/listing.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { listingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const clubSitemap: RouteRef<typeof api.clubSitemap> = {
  operationId: 'clubSitemap',
  method: 'GET',
  path: '/sitemap.xml',
};
