// Generated from packages/domain/src/api/terms-of-use.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { termsOfUseApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const acceptContractForm: RouteRef<typeof api.acceptContractForm> = {
  operationId: 'acceptContractForm',
  method: 'POST',
  path: '/terms/update',
  signedIn: true,
};
