// Generated from packages/domain/src/api/auto-enrol.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { autoEnrolApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  autoEnrolTerm: api.autoEnrolTerm.response,
  sendPriorityOffers: api.sendPriorityOffers.response,
  saveTermOpenings: api.saveTermOpenings.response,
};
