// Generated from packages/domain/src/api/admin-camps.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { adminCamps } from './adminCamps';
export { campCalendar } from './campCalendar';
export { adminCamp } from './adminCamp';
export { campWeeks } from './campWeeks';
export { campWeekDays } from './campWeekDays';
export { campDayBookings } from './campDayBookings';
export { markCampAttendance } from './markCampAttendance';
export { campWeekRegisterCsv } from './campWeekRegisterCsv';
export { campEmergencyContacts } from './campEmergencyContacts';
export { campEmergencyContactsCsv } from './campEmergencyContactsCsv';
export { createCamp } from './createCamp';
export { updateCamp } from './updateCamp';
export { updateCampWeekLabel } from './updateCampWeekLabel';
export { publishCamp } from './publishCamp';
export { unpublishCamp } from './unpublishCamp';
export { deleteCamp } from './deleteCamp';
