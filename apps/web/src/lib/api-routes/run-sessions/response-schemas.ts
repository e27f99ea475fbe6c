// Generated from packages/domain/src/api/run-sessions.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { runSessionsApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  runSessions: api.runSessions.response,
  runSession: api.runSession.response,
  addRunDate: api.addRunDate.response,
  cancelRunSession: api.cancelRunSession.response,
  restoreRunSession: api.restoreRunSession.response,
};
