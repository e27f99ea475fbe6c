// Generated from packages/domain/src/api/auto-enrol.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { autoEnrolTerm } from './autoEnrolTerm';
export { sendPriorityOffers } from './sendPriorityOffers';
export { saveTermOpenings } from './saveTermOpenings';
