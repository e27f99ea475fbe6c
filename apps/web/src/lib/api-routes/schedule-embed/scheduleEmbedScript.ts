// Generated from packages/domain/src/api/schedule-embed.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { scheduleEmbedApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const scheduleEmbedScript: RouteRef<typeof api.scheduleEmbedScript> = {
  operationId: 'scheduleEmbedScript',
  method: 'GET',
  path: '/embed.js',
};
