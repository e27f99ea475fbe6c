// Generated from packages/domain/src/api/platform.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { platformApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const botCheckChallenge: RouteRef<typeof api.botCheckChallenge> = {
  operationId: 'botCheckChallenge',
  method: 'GET',
  path: '/api/bot-check/challenge',
  schemas: 'platform',
};
