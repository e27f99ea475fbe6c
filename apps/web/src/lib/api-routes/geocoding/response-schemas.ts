// Generated from packages/domain/src/api/geocoding.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { geocodingApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  geocodePostcode: api.geocodePostcode.response,
};
