// Generated from packages/domain/src/api/camp-edits.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { campEditsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  campRegister: api.campRegister.response,
  campDetails: api.campDetails.response,
  campBookingsCount: api.campBookingsCount.response,
  campPaidCount: api.campPaidCount.response,
  campDueCount: api.campDueCount.response,
  campBookingForEdit: api.campBookingForEdit.response,
  campBookingPrice: api.campBookingPrice.response,
  amendCampBooking: api.amendCampBooking.response,
  addCampDay: api.addCampDay.response,
  setCampDayType: api.setCampDayType.response,
  updateCampDay: api.updateCampDay.response,
  addCampWeek: api.addCampWeek.response,
  updateCampWeek: api.updateCampWeek.response,
};
