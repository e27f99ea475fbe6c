// Generated from packages/domain/src/api/terms-of-use.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { termsOfUseApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  latestContract: api.latestContract.response,
  latestContractSummary: api.latestContractSummary.response,
  acceptContract: api.acceptContract.response,
};
