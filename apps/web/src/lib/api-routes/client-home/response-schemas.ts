// Generated from packages/domain/src/api/client-home.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { clientHomeApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  clientHome: api.clientHome.response,
};
