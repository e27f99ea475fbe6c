// Generated from packages/domain/src/api/setup-fees.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { resetSetupFees } from './resetSetupFees';
export { setupFeeContacts } from './setupFeeContacts';
export { createSetupFees } from './createSetupFees';
