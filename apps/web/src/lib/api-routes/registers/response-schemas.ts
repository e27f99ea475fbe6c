// Generated from packages/domain/src/api/registers.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { registersApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  registersList: api.registersList.response,
  runRegister: api.runRegister.response,
  markAttendance: api.markAttendance.response,
  addRunCoach: api.addRunCoach.response,
  removeRunCoach: api.removeRunCoach.response,
  addCampCoach: api.addCampCoach.response,
  removeCampCoach: api.removeCampCoach.response,
  rebookRun: api.rebookRun.response,
};
