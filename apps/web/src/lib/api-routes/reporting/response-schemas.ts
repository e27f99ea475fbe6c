// Generated from packages/domain/src/api/reporting.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { reportingApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  incomeAnalysis: api.incomeAnalysis.response,
  reportingDetail: api.reportingDetail.response,
  payoutDetails: api.payoutDetails.response,
  scheduleCapacity: api.scheduleCapacity.response,
  scheduleAnalyticsReport: api.scheduleAnalyticsReport.response,
};
