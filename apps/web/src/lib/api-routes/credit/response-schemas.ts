// Generated from packages/domain/src/api/credit.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { creditApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  familyCredit: api.familyCredit.response,
};
