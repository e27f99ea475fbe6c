// Generated from packages/domain/src/api/fees.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { feesApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  salesCalculator: api.salesCalculator.response,
  healthCheck: api.healthCheck.response,
  updatePlatformFees: api.updatePlatformFees.response,
  passOnPlatformFees: api.passOnPlatformFees.response,
  paymentSecuresBookingSettings: api.paymentSecuresBookingSettings.response,
  feature: api.feature.response,
  toggleFeature: api.toggleFeature.response,
  updateSmsInvoices: api.updateSmsInvoices.response,
  updateListing: api.updateListing.response,
  clubSettings: api.clubSettings.response,
  setting: api.setting.response,
  toggleSetting: api.toggleSetting.response,
  dropdownSetting: api.dropdownSetting.response,
};
