// Generated from packages/domain/src/api/setup-fees.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { setupFeesApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  resetSetupFees: api.resetSetupFees.response,
  setupFeeContacts: api.setupFeeContacts.response,
  createSetupFees: api.createSetupFees.response,
};
