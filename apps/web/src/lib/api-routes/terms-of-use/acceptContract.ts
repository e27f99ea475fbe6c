// Generated from packages/domain/src/api/terms-of-use.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { termsOfUseApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const acceptContract: RouteRef<typeof api.acceptContract> = {
  operationId: 'acceptContract',
  method: 'POST',
  path: '/api/v4/contract/accept',
  signedIn: true,
  schemas: 'terms-of-use',
};
