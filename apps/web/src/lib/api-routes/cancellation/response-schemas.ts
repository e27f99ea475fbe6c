// Generated from packages/domain/src/api/cancellation.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { cancellationApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  cancelBooking: api.cancelBooking.response,
};
