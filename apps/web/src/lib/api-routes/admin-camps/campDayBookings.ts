// Generated from packages/domain/src/api/admin-camps.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { adminCampsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const campDayBookings: RouteRef<typeof api.campDayBookings> = {
  operationId: 'campDayBookings',
  method: 'GET',
  path: '/api/v4/camps/:campId/week/:weekId/day/:dayOfWeek/bookings',
  signedIn: true,
  schemas: 'admin-camps',
};
