// Generated from packages/domain/src/api/pay-settings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { adminPaymentSettings } from './adminPaymentSettings';
export { updatePaymentSetting } from './updatePaymentSetting';
export { savePaymentSettings } from './savePaymentSettings';
export { updatePaymentInstructions } from './updatePaymentInstructions';
export { howToPay } from './howToPay';
export { saveTermsAndConditions } from './saveTermsAndConditions';
export { savePrivacyPolicy } from './savePrivacyPolicy';
export { photoPermissionsOverview } from './photoPermissionsOverview';
export { clubPlatformSubscription } from './clubPlatformSubscription';
export { resetStripeSubscription } from './resetStripeSubscription';
export { restoreStripeSubscription } from './restoreStripeSubscription';
