// Generated from packages/domain/src/api/platform.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { platformApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const devSmsOutbox: RouteRef<typeof api.devSmsOutbox> = {
  operationId: 'devSmsOutbox',
  method: 'GET',
  path: '/api/dev/sms-outbox',
  schemas: 'platform',
};
