// Generated from packages/domain/src/api/booking-settings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { bookingSettingsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const saveClubBookingSettings: RouteRef<typeof api.saveClubBookingSettings> = {
  operationId: 'saveClubBookingSettings',
  method: 'PUT',
  path: '/api/v4/client/booking-settings',
  signedIn: true,
  schemas: 'booking-settings',
};
