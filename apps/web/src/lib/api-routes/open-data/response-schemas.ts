// Generated from packages/domain/src/api/open-data.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { openDataApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  openDataSessions: api.openDataSessions.response,
};
