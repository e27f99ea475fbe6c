// Generated from packages/domain/src/api/booking-settings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { clubBookingSettings } from './clubBookingSettings';
export { saveClubBookingSettings } from './saveClubBookingSettings';
