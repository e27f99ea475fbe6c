// Generated from packages/domain/src/api/clubs.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { clubsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  currentClub: api.currentClub.response,
  listedClubs: api.listedClubs.response,
  termsAndConditions: api.termsAndConditions.response,
  privacyPolicy: api.privacyPolicy.response,
};
