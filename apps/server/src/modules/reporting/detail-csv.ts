import type { PeriodQuery } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatAmount } from '@clubroom/domain/rules';
import { toCsv } from '../../lib/csv.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { detailLineOf, requireOwnClub, windowOf } from './reporting-detail.js';
import type { ReportingDeps } from './reporting-deps.js';
import { periodOf } from './reporting-period.js';

const c = messages.reporting.columns;

/** Every order of the period (no paging), oldest first, as a CSV: the page's figures, amounts with two decimals. */
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
    money(c.charged),
    money(c.fee),
    money(c.paid),
    money(c.refunded),
    money(c.platformFee),
  ];
  const lines = rows.map((row) => {
    const line = detailLineOf(row, club.timeZone);
    return [
      line.date,
      line.orderId,
      messages.reporting.statuses[line.status],
      line.parent,
      line.what,
      formatAmount(line.charged),
      formatAmount(line.passingOnFee),
      line.paid === null ? null : formatAmount(line.paid),
      formatAmount(line.refunded),
      formatAmount(line.platformFee),
    ];
  });
  return {
    filename: `${club.subdomain}-orders-${period.from}-to-${period.to}`,
    csv: toCsv(header, lines),
  };
}
