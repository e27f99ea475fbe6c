import type { PeriodQuery } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { toCsv } from '../../lib/csv.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { major } from './income-analysis-csv.js';
import { detailLineOf, requireOwnClub, windowOf } from './reporting-detail.js';
import type { ReportingDeps } from './reporting-deps.js';
import { periodOf } from './reporting-period.js';

const c = messages.reporting.columns;

/** Every order of the period (no paging), oldest first, as a CSV. */
export async function detailCsv(
  deps: ReportingDeps,
  club: Pick<ResolvedClub, 'id' | 'timeZone' | 'currency' | 'subdomain'>,
  clientId: number,
  query: PeriodQuery,
): Promise<{ filename: string; csv: string }> {
  requireOwnClub(club, clientId);
  const period = periodOf(query, club, deps.clock());
  const rows = await deps.repo.detailAll(club.id, windowOf(period, club));
  const money = (heading: string) => `${heading} (${club.currency})`;
  const header = [
    c.date,
    c.order,
    c.status,
    c.parent,
    c.what,
    money(c.total),
    money(c.paid),
    money(c.fee),
    money(c.platformFee),
    money(c.refunded),
  ];
  const lines = rows.map((row) => {
    const line = detailLineOf(row, club.timeZone);
    return [
      line.date,
      line.orderRef,
      line.status,
      line.parent,
      line.what,
      major(line.total),
      line.paid === null ? null : major(line.paid),
      major(line.fee),
      major(line.platformFee),
      major(line.refunded),
    ];
  });
  return {
    filename: `${club.subdomain}-orders-${period.from}-to-${period.to}`,
    csv: toCsv(header, lines),
  };
}
