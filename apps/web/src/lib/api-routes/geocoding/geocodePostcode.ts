// Generated from packages/domain/src/api/geocoding.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { geocodingApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const geocodePostcode: RouteRef<typeof api.geocodePostcode> = {
  operationId: 'geocodePostcode',
  method: 'GET',
  path: '/api/v4/public/geocode',
  schemas: 'geocoding',
};
