// Generated from packages/domain/src/api/platform-console.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { consoleClients } from './consoleClients';
export { consoleClientsCsv } from './consoleClientsCsv';
export { consoleClient } from './consoleClient';
export { setConsoleFeature } from './setConsoleFeature';
export { setConsoleRates } from './setConsoleRates';
export { setConsoleSkin } from './setConsoleSkin';
export { uploadConsoleStylesheet } from './uploadConsoleStylesheet';
export { applyConsoleStylesheet } from './applyConsoleStylesheet';
export { removeConsoleStylesheet } from './removeConsoleStylesheet';
export { suspendClient } from './suspendClient';
export { restoreClient } from './restoreClient';
