// Generated from packages/domain/src/api/club-profile.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { clubProfileApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  clubThemes: api.clubThemes.response,
  setClubTheme: api.setClubTheme.response,
  uploadClubLogo: api.uploadClubLogo.response,
  clientSettings: api.clientSettings.response,
  saveClientSettings: api.saveClientSettings.response,
  clubTimezone: api.clubTimezone.response,
  setClubTimezone: api.setClubTimezone.response,
};
