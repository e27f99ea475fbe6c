// Generated from packages/domain/src/api/reporting.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { incomeAnalysis } from './incomeAnalysis';
export { incomeAnalysisCsv } from './incomeAnalysisCsv';
export { reportingDetail } from './reportingDetail';
export { reportingDetailCsv } from './reportingDetailCsv';
export { payoutDetails } from './payoutDetails';
export { scheduleCapacity } from './scheduleCapacity';
export { scheduleAnalyticsReport } from './scheduleAnalyticsReport';
