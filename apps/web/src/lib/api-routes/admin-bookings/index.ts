// Generated from packages/domain/src/api/admin-bookings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { bookRunForFamily } from './bookRunForFamily';
export { bookCampForFamily } from './bookCampForFamily';
export { inviteToRun } from './inviteToRun';
export { runInvitations } from './runInvitations';
export { inviteToCamp } from './inviteToCamp';
export { campInvitations } from './campInvitations';
export { removeInvitation } from './removeInvitation';
export { adminBooking } from './adminBooking';
export { addCampBookingDay } from './addCampBookingDay';
export { removeCampBookingDay } from './removeCampBookingDay';
export { cancelAdminBooking } from './cancelAdminBooking';
