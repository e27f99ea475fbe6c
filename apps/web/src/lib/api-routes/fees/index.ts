// Generated from packages/domain/src/api/fees.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { salesCalculator } from './salesCalculator';
export { healthCheck } from './healthCheck';
export { updatePlatformFees } from './updatePlatformFees';
export { passOnPlatformFees } from './passOnPlatformFees';
export { paymentSecuresBookingSettings } from './paymentSecuresBookingSettings';
export { feature } from './feature';
export { toggleFeature } from './toggleFeature';
export { updateSmsInvoices } from './updateSmsInvoices';
export { updateListing } from './updateListing';
export { clubSettings } from './clubSettings';
export { setting } from './setting';
export { toggleSetting } from './toggleSetting';
export { dropdownSetting } from './dropdownSetting';
