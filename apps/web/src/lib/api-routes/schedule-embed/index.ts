// Generated from packages/domain/src/api/schedule-embed.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { scheduleEmbedScript } from './scheduleEmbedScript';
