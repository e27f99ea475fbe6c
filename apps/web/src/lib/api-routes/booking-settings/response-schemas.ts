// Generated from packages/domain/src/api/booking-settings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { bookingSettingsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  clubBookingSettings: api.clubBookingSettings.response,
  saveClubBookingSettings: api.saveClubBookingSettings.response,
};
