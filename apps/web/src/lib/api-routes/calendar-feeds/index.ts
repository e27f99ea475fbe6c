// Generated from packages/domain/src/api/calendar-feeds.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { calendarLink } from './calendarLink';
export { issueCalendarLink } from './issueCalendarLink';
export { revokeCalendarLink } from './revokeCalendarLink';
export { familyCalendarFeed } from './familyCalendarFeed';
export { clubCalendarFeed } from './clubCalendarFeed';
