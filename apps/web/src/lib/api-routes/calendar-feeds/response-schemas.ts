// Generated from packages/domain/src/api/calendar-feeds.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { calendarFeedsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  calendarLink: api.calendarLink.response,
  issueCalendarLink: api.issueCalendarLink.response,
  revokeCalendarLink: api.revokeCalendarLink.response,
};
