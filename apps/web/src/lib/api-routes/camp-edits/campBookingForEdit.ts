// Generated from packages/domain/src/api/camp-edits.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { campEditsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const campBookingForEdit: RouteRef<typeof api.campBookingForEdit> = {
  operationId: 'campBookingForEdit',
  method: 'GET',
  path: '/api/v4/camps/edit/booking/:bookingId',
  signedIn: true,
  schemas: 'camp-edits',
};
