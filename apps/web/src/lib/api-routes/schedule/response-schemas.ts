// Generated from packages/domain/src/api/schedule.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { scheduleApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  currentSchedule: api.currentSchedule.response,
  runInfo: api.runInfo.response,
  campInfo: api.campInfo.response,
  termInfo: api.termInfo.response,
};
