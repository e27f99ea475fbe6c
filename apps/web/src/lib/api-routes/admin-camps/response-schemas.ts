// Generated from packages/domain/src/api/admin-camps.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { adminCampsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  adminCamps: api.adminCamps.response,
  campCalendar: api.campCalendar.response,
  adminCamp: api.adminCamp.response,
  campWeeks: api.campWeeks.response,
  campWeekDays: api.campWeekDays.response,
  campDayBookings: api.campDayBookings.response,
  markCampAttendance: api.markCampAttendance.response,
  campEmergencyContacts: api.campEmergencyContacts.response,
  createCamp: api.createCamp.response,
  updateCamp: api.updateCamp.response,
  updateCampWeekLabel: api.updateCampWeekLabel.response,
  publishCamp: api.publishCamp.response,
  unpublishCamp: api.unpublishCamp.response,
  deleteCamp: api.deleteCamp.response,
};
