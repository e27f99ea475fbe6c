import { reportingApi } from '@clubroom/domain/api';
import type { FastifyInstance } from 'fastify';
import { sendCsv } from '../../lib/csv.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { detailCsv } from './detail-csv.js';
import { incomeAnalysis } from './income-analysis.js';
import { incomeAnalysisCsv } from './income-analysis-csv.js';
import { payoutDetails } from './payout-details.js';
import { reportingDetail } from './reporting-detail.js';
import type { ReportingDeps } from './reporting-deps.js';
import { scheduleCapacity } from './schedule-capacity.js';

export function reportingRoutes(app: FastifyInstance, deps: ReportingDeps): void {
  registerRoute(app, reportingApi.incomeAnalysis, async ({ club, query }) => incomeAnalysis(deps, club, query));
  registerRoute(app, reportingApi.incomeAnalysisCsv, async ({ club, query, reply }) =>
    sendCsv(reply, await incomeAnalysisCsv(deps, club, query)),
  );
  registerRoute(app, reportingApi.reportingDetail, async ({ club, params, query }) =>
    reportingDetail(deps, club, params.clientId, query),
  );
  registerRoute(app, reportingApi.reportingDetailCsv, async ({ club, params, query, reply }) =>
    sendCsv(reply, await detailCsv(deps, club, params.clientId, query)),
  );
  registerRoute(app, reportingApi.payoutDetails, async ({ club, query }) => payoutDetails(deps, club, query));
  registerRoute(app, reportingApi.scheduleCapacity, async ({ club }) => scheduleCapacity(deps, club));
  registerRoute(app, reportingApi.scheduleAnalyticsReport, async ({ club, query }) =>
    deps.analytics.report(club, query, deps.clock()),
  );
}
