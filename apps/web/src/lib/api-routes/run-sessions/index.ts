// Generated from packages/domain/src/api/run-sessions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { runSessions } from './runSessions';
export { runSession } from './runSession';
export { addRunDate } from './addRunDate';
export { cancelRunSession } from './cancelRunSession';
export { restoreRunSession } from './restoreRunSession';
