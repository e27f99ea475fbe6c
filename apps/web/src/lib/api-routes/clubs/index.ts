// Generated from packages/domain/src/api/clubs.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { currentClub } from './currentClub';
export { listedClubs } from './listedClubs';
export { termsAndConditions } from './termsAndConditions';
export { privacyPolicy } from './privacyPolicy';
