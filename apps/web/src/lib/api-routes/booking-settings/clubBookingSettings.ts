// Generated from packages/domain/src/api/booking-settings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { bookingSettingsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const clubBookingSettings: RouteRef<typeof api.clubBookingSettings> = {
  operationId: 'clubBookingSettings',
  method: 'GET',
  path: '/api/v4/client/booking-settings',
  signedIn: true,
  schemas: 'booking-settings',
};
