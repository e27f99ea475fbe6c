import type { PeriodQuery } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatAmount } from '@clubroom/domain/rules';
import { toCsv, type CsvValue } from '../../lib/csv.js';
import type { ResolvedClub } from '../../platform/tenancy.js';
import { incomeAnalysis } from './income-analysis.js';
import type { ReportingDeps } from './reporting-deps.js';

const c = messages.reporting.columns;

/**
 * The income analysis as one CSV: a row per month (and their total), a blank line, then a row per
 * term (and their total), under one header naming both sets of columns.
 */
export async function incomeAnalysisCsv(
  deps: ReportingDeps,
  club: Pick<ResolvedClub, 'id' | 'timeZone' | 'currency' | 'subdomain'>,
  query: PeriodQuery,
): Promise<{ filename: string; csv: string }> {
  const report = await incomeAnalysis(deps, club, query);
  const money = (heading: string) => `${heading} (${report.currency})`;
  const monthHeader = [c.month, c.payments, ...[c.taken, c.passedOnFees, c.refunded, c.platformFees, c.net].map(money)];
  const termHeader = [c.term, c.starts, c.ends, ...[c.booked, c.paid, c.outstanding].map(money)];
  const monthRow = (label: string, m: (typeof report)['monthTotals']): CsvValue[] => [
    label,
    m.payments,
    formatAmount(m.taken),
    formatAmount(m.passedOnFees),
    formatAmount(m.refunded),
    formatAmount(m.platformFees),
    formatAmount(m.net),
  ];
  const rows: CsvValue[][] = [
    ...report.months.map((m) => monthRow(m.month, m)),
    monthRow(messages.reporting.total, report.monthTotals),
    [],
    termHeader,
    ...report.terms.map((t) => [
      t.name,
      t.startDate,
      t.endDate,
      formatAmount(t.booked),
      formatAmount(t.paid),
      formatAmount(t.outstanding),
    ]),
    [
      messages.reporting.total,
      '',
      '',
      formatAmount(report.termTotals.booked),
      formatAmount(report.termTotals.paid),
      formatAmount(report.termTotals.outstanding),
    ],
  ];
  return {
    filename: `${club.subdomain}-income-${report.period.from}-to-${report.period.to}`,
    csv: toCsv(monthHeader, rows),
  };
}
