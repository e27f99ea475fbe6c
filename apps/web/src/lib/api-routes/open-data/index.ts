// Generated from packages/domain/src/api/open-data.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { openDataSessions } from './openDataSessions';
