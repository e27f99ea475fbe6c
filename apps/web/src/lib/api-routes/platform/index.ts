// Generated from packages/domain/src/api/platform.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { health } from './health';
export { timeZones } from './timeZones';
export { botCheckChallenge } from './botCheckChallenge';
export { devMailbox } from './devMailbox';
export { devSmsOutbox } from './devSmsOutbox';
export { devMailboxPage } from './devMailboxPage';
