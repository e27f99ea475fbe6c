import { REPORTING_PAGE_SIZE, type DetailLine, type DetailResponse, type PeriodQuery } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { localDateOf, totalToPayOf } from '@clubroom/domain/rules';
import { toEpoch } from '../../lib/epoch.js';
import { AppError } from '../../platform/errors.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import type { ReportingRepository } from './reporting.repository.js';
import type { ReportingDeps } from './reporting-deps.js';
import { periodOf, type Period } from './reporting-period.js';

type Club = Pick<ResolvedClub, 'id' | 'timeZone'>;
type DetailRow = Awaited<ReturnType<ReportingRepository['detailAll']>>[number];

/** The path names the club by its id: any other club's id names nothing here. */
export function requireOwnClub(club: Pick<ResolvedClub, 'id'>, clientId: number): void {
  if (clientId !== club.id) throw new AppError('NOT_FOUND');
}

export function detailLineOf(row: DetailRow, timeZone: string): DetailLine {
  const what = [row.what, row.hasSetupFee ? messages.reporting.setupFee : ''].filter(Boolean).join(', ');
  return {
    orderId: row.orderId,
    orderRef: row.uuid,
    date: localDateOf(toEpoch(row.at), timeZone),
    status: row.status as DetailLine['status'],
    parent: `${row.parentFirstName} ${row.parentLastName}`.trim(),
    what,
    total: row.total,
    passingOnFee: row.passingOnFee,
    charged: totalToPayOf(row),
    paid: row.paid,
    platformFee: row.platformFee ?? 0,
    refunded: row.refunded,
  };
}

export const windowOf = (period: Period, club: Club) => ({
  start: period.start,
  end: period.end,
  timeZone: club.timeZone,
});

/** One page (50) of the period's orders, newest first: each dated by its card payment, or by when it was made. */
export async function reportingDetail(
  deps: ReportingDeps,
  club: Club,
  clientId: number,
  query: PeriodQuery & { page: number },
): Promise<DetailResponse> {
  requireOwnClub(club, clientId);
  const period = periodOf(query, club, deps.clock());
  const window = windowOf(period, club);
  const [rows, totalCount] = await Promise.all([
    deps.repo.detailPage(club.id, window, {
      offset: (query.page - 1) * REPORTING_PAGE_SIZE,
      limit: REPORTING_PAGE_SIZE,
    }),
    deps.repo.detailCount(club.id, window),
  ]);
  return {
    period: { from: period.from, to: period.to },
    lines: rows.map((row) => detailLineOf(row, club.timeZone)),
    page: query.page,
    pageSize: REPORTING_PAGE_SIZE,
    totalCount,
  };
}
