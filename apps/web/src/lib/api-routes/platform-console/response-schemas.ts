// Generated from packages/domain/src/api/platform-console.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { platformConsoleApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  consoleClients: api.consoleClients.response,
  consoleClient: api.consoleClient.response,
  setConsoleFeature: api.setConsoleFeature.response,
  setConsoleRates: api.setConsoleRates.response,
  setConsoleSkin: api.setConsoleSkin.response,
  uploadConsoleStylesheet: api.uploadConsoleStylesheet.response,
  applyConsoleStylesheet: api.applyConsoleStylesheet.response,
  removeConsoleStylesheet: api.removeConsoleStylesheet.response,
  suspendClient: api.suspendClient.response,
  restoreClient: api.restoreClient.response,
};
