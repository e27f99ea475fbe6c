import type {
  DetailLine,
  IncomeAnalysisResponse,
  IncomeMonth,
  IncomeTerm,
  PayoutDetailsResponse,
  ScheduleCapacityResponse,
} from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatMoney } from '@clubroom/domain/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useClub } from '../../lib/club-context';
import { ReportTable, type Column } from './report-table';

const t = messages.reporting;
const c = t.columns;

/** Minor units as the club's money. */
export function useMoney() {
  const { currencySymbol } = useClub();
  return (minor: number) => formatMoney(minor, currencySymbol);
}

export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 className="text-xl font-bold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-gray-700">{children}</p>;

/** The period's headline figures: card money in and out, and everything owed now (whatever the period). */
export function Totals({ report }: { report: IncomeAnalysisResponse }) {
  const money = useMoney();
  const figures: [string, number][] = [
    [t.summary.taken, report.monthTotals.taken],
    [t.summary.refunded, report.monthTotals.refunded],
    [t.summary.platformFees, report.monthTotals.platformFees],
    [t.summary.net, report.monthTotals.net],
    [t.summary.outstanding, report.outstanding],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {figures.map(([label, amount]) => (
        <div key={label} className="rounded-lg border border-gray-300 p-3">
          <dt className="text-sm text-gray-700">{label}</dt>
          <dd className="text-lg font-bold tabular-nums">{money(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MonthsTable({ report }: { report: IncomeAnalysisResponse }) {
  const money = useMoney();
  if (report.monthTotals.payments === 0 && report.monthTotals.refunded === 0) return <Empty>{t.months.empty}</Empty>;
  const columns: Column<IncomeMonth>[] = [
    { header: c.month, cell: (m) => m.month },
    { header: c.payments, cell: (m) => m.payments, numeric: true },
    { header: c.taken, cell: (m) => money(m.taken), numeric: true },
    { header: c.passedOnFees, cell: (m) => money(m.passedOnFees), numeric: true },
    { header: c.refunded, cell: (m) => money(m.refunded), numeric: true },
    { header: c.platformFees, cell: (m) => money(m.platformFees), numeric: true },
    { header: c.net, cell: (m) => money(m.net), numeric: true },
  ];
  const total = report.monthTotals;
  return (
    <ReportTable
      caption={t.months.title}
      columns={columns}
      rows={report.months}
      rowKey={(m) => m.month}
      totals={[
        t.total,
        total.payments,
        money(total.taken),
        money(total.passedOnFees),
        money(total.refunded),
        money(total.platformFees),
        money(total.net),
      ]}
    />
  );
}

export function TermsTable({ report }: { report: IncomeAnalysisResponse }) {
  const money = useMoney();
  if (report.terms.length === 0) return <Empty>{t.terms.empty}</Empty>;
  const columns: Column<IncomeTerm>[] = [
    { header: c.term, cell: (term) => term.name },
    { header: c.dates, cell: (term) => `${term.startDate} – ${term.endDate}` },
    { header: c.booked, cell: (term) => money(term.booked), numeric: true },
    { header: c.paid, cell: (term) => money(term.paid), numeric: true },
    { header: c.outstanding, cell: (term) => money(term.outstanding), numeric: true },
  ];
  const total = report.termTotals;
  return (
    <ReportTable
      caption={t.terms.title}
      columns={columns}
      rows={report.terms}
      rowKey={(term) => term.termId}
      totals={[t.total, null, money(total.booked), money(total.paid), money(total.outstanding)]}
    />
  );
}

export function DetailTable({ lines }: { lines: DetailLine[] }) {
  const money = useMoney();
  if (lines.length === 0) return <Empty>{t.detail.empty}</Empty>;
  const columns: Column<DetailLine>[] = [
    { header: c.date, cell: (line) => line.date },
    {
      header: c.order,
      cell: (line) => <Link to={pagePath(clubPages.adminOrder, { orderId: line.orderId })}>{line.orderId}</Link>,
    },
    { header: c.parent, cell: (line) => line.parent },
    { header: c.what, cell: (line) => line.what },
    { header: c.status, cell: (line) => t.statuses[line.status] },
    { header: c.charged, cell: (line) => money(line.charged), numeric: true },
    { header: c.fee, cell: (line) => money(line.passingOnFee), numeric: true },
    { header: c.paid, cell: (line) => (line.paid === null ? '' : money(line.paid)), numeric: true },
    { header: c.refunded, cell: (line) => (line.refunded > 0 ? money(line.refunded) : ''), numeric: true },
    { header: c.platformFee, cell: (line) => money(line.platformFee), numeric: true },
  ];
  return <ReportTable caption={t.detail.title} columns={columns} rows={lines} rowKey={(line) => line.orderId} />;
}

export function PayoutsTable({ payouts }: { payouts: PayoutDetailsResponse }) {
  const money = useMoney();
  type Month = PayoutDetailsResponse['months'][number];
  const columns: Column<Month>[] = [
    { header: c.month, cell: (m) => m.month },
    { header: c.taken, cell: (m) => money(m.taken), numeric: true },
    { header: c.refunded, cell: (m) => money(m.refunded), numeric: true },
    { header: c.platformFees, cell: (m) => money(m.platformFees), numeric: true },
    { header: c.expected, cell: (m) => money(m.expected), numeric: true },
  ];
  return (
    <>
      <p className="text-sm text-gray-700">{t.payouts.note}</p>
      <ReportTable
        caption={t.payouts.title}
        columns={columns}
        rows={payouts.months}
        rowKey={(m) => m.month}
        totals={[t.total, null, null, null, money(payouts.total)]}
      />
    </>
  );
}

export function CapacityTables({ capacity }: { capacity: ScheduleCapacityResponse }) {
  type Run = ScheduleCapacityResponse['runs'][number];
  type Day = ScheduleCapacityResponse['campDays'][number];
  const runColumns: Column<Run>[] = [
    { header: c.term, cell: (run) => run.termName },
    { header: c.className, cell: (run) => run.className },
    { header: c.capacity, cell: (run) => run.capacity, numeric: true },
    { header: c.places, cell: (run) => run.booked, numeric: true },
    { header: c.waiting, cell: (run) => run.waiting, numeric: true },
    { header: c.fill, cell: (run) => `${run.fillPercent}%`, numeric: true },
  ];
  const dayColumns: Column<Day>[] = [
    { header: c.date, cell: (day) => day.date },
    { header: c.camp, cell: (day) => day.campName },
    { header: c.capacity, cell: (day) => day.capacity, numeric: true },
    { header: c.places, cell: (day) => day.booked, numeric: true },
    { header: c.fill, cell: (day) => `${day.fillPercent}%`, numeric: true },
  ];
  return (
    <div className="space-y-4">
      {capacity.runs.length === 0 ? (
        <Empty>{t.capacity.runsEmpty}</Empty>
      ) : (
        <ReportTable caption={t.capacity.runs} columns={runColumns} rows={capacity.runs} rowKey={(run) => run.runId} />
      )}
      {capacity.campDays.length === 0 ? (
        <Empty>{t.capacity.campDaysEmpty}</Empty>
      ) : (
        <ReportTable
          caption={t.capacity.campDays}
          columns={dayColumns}
          rows={capacity.campDays}
          rowKey={(day) => day.campDayId}
        />
      )}
    </div>
  );
}
