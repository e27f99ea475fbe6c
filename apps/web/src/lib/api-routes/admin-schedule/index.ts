// Generated from packages/domain/src/api/admin-schedule.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { adminTerms } from './adminTerms';
export { createTerm } from './createTerm';
export { updateTerm } from './updateTerm';
export { rerunTermPreview } from './rerunTermPreview';
export { rerunTerm } from './rerunTerm';
export { deleteTerm } from './deleteTerm';
export { createRun } from './createRun';
export { updateRun } from './updateRun';
export { publishRun } from './publishRun';
export { unpublishRun } from './unpublishRun';
export { publishTerm } from './publishTerm';
export { deleteRun } from './deleteRun';
