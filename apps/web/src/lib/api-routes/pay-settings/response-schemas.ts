// Generated from packages/domain/src/api/pay-settings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { paySettingsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  adminPaymentSettings: api.adminPaymentSettings.response,
  updatePaymentSetting: api.updatePaymentSetting.response,
  savePaymentSettings: api.savePaymentSettings.response,
  updatePaymentInstructions: api.updatePaymentInstructions.response,
  howToPay: api.howToPay.response,
  saveTermsAndConditions: api.saveTermsAndConditions.response,
  savePrivacyPolicy: api.savePrivacyPolicy.response,
  photoPermissionsOverview: api.photoPermissionsOverview.response,
  clubPlatformSubscription: api.clubPlatformSubscription.response,
  resetStripeSubscription: api.resetStripeSubscription.response,
  restoreStripeSubscription: api.restoreStripeSubscription.response,
};
