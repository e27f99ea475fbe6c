// Generated from packages/domain/src/api/admin-bookings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { adminBookingsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  bookRunForFamily: api.bookRunForFamily.response,
  bookCampForFamily: api.bookCampForFamily.response,
  inviteToRun: api.inviteToRun.response,
  runInvitations: api.runInvitations.response,
  inviteToCamp: api.inviteToCamp.response,
  campInvitations: api.campInvitations.response,
  removeInvitation: api.removeInvitation.response,
  adminBooking: api.adminBooking.response,
  addCampBookingDay: api.addCampBookingDay.response,
  removeCampBookingDay: api.removeCampBookingDay.response,
  cancelAdminBooking: api.cancelAdminBooking.response,
};
