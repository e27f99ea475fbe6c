// Generated from packages/domain/src/api/parent-bookings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { parentBookings } from './parentBookings';
export { upcomingSessions } from './upcomingSessions';
export { parentBooking } from './parentBooking';
export { familyWaitingLists } from './familyWaitingLists';
