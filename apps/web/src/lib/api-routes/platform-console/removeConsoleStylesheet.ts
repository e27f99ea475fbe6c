// Generated from packages/domain/src/api/platform-console.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { platformConsoleApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const removeConsoleStylesheet: RouteRef<typeof api.removeConsoleStylesheet> = {
  operationId: 'removeConsoleStylesheet',
  method: 'POST',
  path: '/api/manage/clients/:clientId/stylesheet/remove',
  signedIn: true,
  schemas: 'platform-console',
};
