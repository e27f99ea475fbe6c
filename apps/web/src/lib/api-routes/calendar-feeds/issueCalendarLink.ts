// Generated from packages/domain/src/api/calendar-feeds.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import type { calendarFeedsApi as api } from '@clubroom/domain/api';
import type { RouteRef } from '../../api-client';

export const issueCalendarLink: RouteRef<typeof api.issueCalendarLink> = {
  operationId: 'issueCalendarLink',
  method: 'POST',
  path: '/api/v4/people/calendar-link/issue',
  signedIn: true,
  schemas: 'calendar-feeds',
};
