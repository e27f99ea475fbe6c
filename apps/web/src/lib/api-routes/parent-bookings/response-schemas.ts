// Generated from packages/domain/src/api/parent-bookings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { parentBookingsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  parentBookings: api.parentBookings.response,
  upcomingSessions: api.upcomingSessions.response,
  parentBooking: api.parentBooking.response,
  familyWaitingLists: api.familyWaitingLists.response,
};
