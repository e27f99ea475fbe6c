// Generated from packages/domain/src/api/admin-bookings.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { adminBookingsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const removeInvitation: RouteRef<typeof api.removeInvitation> = {
  operationId: 'removeInvitation',
  method: 'POST',
  path: '/api/v4/admin-bookings/invitation/:invitationId/remove',
  signedIn: true,
  schemas: 'admin-bookings',
};
