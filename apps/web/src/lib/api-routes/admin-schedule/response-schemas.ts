// Generated from packages/domain/src/api/admin-schedule.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { adminScheduleApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  adminTerms: api.adminTerms.response,
  createTerm: api.createTerm.response,
  updateTerm: api.updateTerm.response,
  rerunTermPreview: api.rerunTermPreview.response,
  rerunTerm: api.rerunTerm.response,
  deleteTerm: api.deleteTerm.response,
  createRun: api.createRun.response,
  updateRun: api.updateRun.response,
  publishRun: api.publishRun.response,
  unpublishRun: api.unpublishRun.response,
  publishTerm: api.publishTerm.response,
  deleteRun: api.deleteRun.response,
};
