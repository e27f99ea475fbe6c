// Generated from packages/domain/src/api/geocoding.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { geocodePostcode } from './geocodePostcode';
