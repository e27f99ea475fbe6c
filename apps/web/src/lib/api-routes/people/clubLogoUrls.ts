// Generated from packages/domain/src/api/people.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { peopleApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const clubLogoUrls: RouteRef<typeof api.clubLogoUrls> = {
  operationId: 'clubLogoUrls',
  method: 'GET',
  path: '/api/v4/parent/clients/logo-urls',
  signedIn: true,
  schemas: 'people',
};
