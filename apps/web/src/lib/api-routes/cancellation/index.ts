// Generated from packages/domain/src/api/cancellation.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { cancelBooking } from './cancelBooking';
