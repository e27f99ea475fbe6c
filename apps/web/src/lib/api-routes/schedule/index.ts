// Generated from packages/domain/src/api/schedule.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { currentSchedule } from './currentSchedule';
export { runInfo } from './runInfo';
export { campInfo } from './campInfo';
export { termInfo } from './termInfo';
