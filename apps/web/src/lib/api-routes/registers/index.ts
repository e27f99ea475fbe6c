// Generated from packages/domain/src/api/registers.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { registersList } from './registersList';
export { runRegister } from './runRegister';
export { markAttendance } from './markAttendance';
export { addRunCoach } from './addRunCoach';
export { removeRunCoach } from './removeRunCoach';
export { addCampCoach } from './addCampCoach';
export { removeCampCoach } from './removeCampCoach';
export { registerCsv } from './registerCsv';
export { rebookRun } from './rebookRun';
