// Generated from packages/domain/src/api/camp-edits.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { campRegister } from './campRegister';
export { campDetails } from './campDetails';
export { campBookingsCount } from './campBookingsCount';
export { campPaidCount } from './campPaidCount';
export { campDueCount } from './campDueCount';
export { campBookingForEdit } from './campBookingForEdit';
export { campBookingPrice } from './campBookingPrice';
export { amendCampBooking } from './amendCampBooking';
export { addCampDay } from './addCampDay';
export { setCampDayType } from './setCampDayType';
export { updateCampDay } from './updateCampDay';
export { addCampWeek } from './addCampWeek';
export { updateCampWeek } from './updateCampWeek';
