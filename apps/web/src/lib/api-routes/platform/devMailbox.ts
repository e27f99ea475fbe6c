// Generated from packages/domain/src/api/platform.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { platformApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const devMailbox: RouteRef<typeof api.devMailbox> = {
  operationId: 'devMailbox',
  method: 'GET',
  path: '/api/dev/mailbox',
  schemas: 'platform',
};
