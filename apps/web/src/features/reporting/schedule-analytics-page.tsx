import type { AnalyticsPeriodQuery, ScheduleAnalyticsReport } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiQuery } from '../../lib/api-client';
import * as reportingRoutes from '../../lib/api-routes/reporting';
import { usePageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { PeriodForm } from './period-form';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { DailyChart } from './daily-chart';
import { Section } from './report-sections';
import { ReportTable } from './report-table';

const t = messages.scheduleAnalytics;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : undefined);
const figureNames = ['views', 'visitors', 'filterUses', 'clicks', 'bookings'] as const;
const sourceFigures = ['views', 'visitors', 'filterUses', 'clicks'] as const;
/** The day table's figures: beside the day's views, how many of them were on the club's own website. */
const dayFigureNames = ['views', 'embedViews', 'visitors', 'filterUses', 'clicks', 'bookings'] as const;

/** The days shown, kept in the address so a link or Back shows the same report; by default the server's last 28. */
function useDays(): [AnalyticsPeriodQuery, (from: string, to: string) => void] {
  const [params, setParams] = useSearchParams();
  const period = { from: dayOf(params.get('from')), to: dayOf(params.get('to')) };
  return [period, (from, to) => setParams({ from, to })];
}

function Figures({ report }: { report: ScheduleAnalyticsReport }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {figureNames.map((name) => (
        <div key={name} className="rounded-lg border border-gray-300 p-3">
          <dt className="text-sm text-gray-700">{t.figures[name]}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-figure={name}>
            {report.totals[name].toLocaleString('en-GB')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Report({ report }: { report: ScheduleAnalyticsReport }) {
  const { totals, days } = report;
  return (
    <>
      <Figures report={report} />
      <Section title={t.chart.title}>
        <DailyChart
          title={t.chart.title}
          description={t.chart.summary(totals.views, totals.clicks, totals.bookings, days.length)}
          days={days.map((day) => day.date)}
          series={[
            {
              label: t.chart.pageViews,
              values: days.map((day) => day.views - day.embedViews),
              stroke: 'stroke-blue-700',
            },
            {
              label: t.chart.embedViews,
              values: days.map((day) => day.embedViews),
              stroke: 'stroke-purple-700',
              dash: '10 4',
            },
            { label: t.figures.clicks, values: days.map((day) => day.clicks), stroke: 'stroke-amber-700', dash: '6 3' },
            {
              label: t.figures.bookings,
              values: days.map((day) => day.bookings),
              stroke: 'stroke-green-800',
              dash: '2 3',
            },
          ]}
        />
        <ReportTable
          caption={t.chart.tableCaption}
          rowKey={(day) => day.date}
          rows={[...days].reverse()}
          columns={[
            { header: t.chart.date, cell: (day) => day.date },
            ...dayFigureNames.map((name) => ({
              header: name === 'embedViews' ? t.chart.embedViews : t.figures[name],
              numeric: true,
              cell: (day: (typeof days)[0]) => day[name],
            })),
          ]}
        />
      </Section>
      <Section title={t.sources.title}>
        <ReportTable
          caption={t.sources.title}
          rowKey={(row) => row.source}
          rows={report.sources}
          columns={[
            { header: t.sources.source, cell: (row) => t.sources.names[row.source] },
            ...sourceFigures.map((name) => ({
              header: t.figures[name],
              numeric: true,
              cell: (row: (typeof report.sources)[0]) => row[name],
            })),
          ]}
        />
      </Section>
      <Section title={t.funnel.title}>
        {report.runs.length === 0 && report.camps.length === 0 ? (
          <p className="text-gray-700">{t.funnel.empty}</p>
        ) : (
          <>
            {report.runs.length > 0 && (
              <ReportTable
                caption={t.funnel.title}
                rowKey={(run) => run.runId}
                rows={report.runs}
                columns={[
                  { header: t.funnel.className, cell: (run) => `${run.className} (${run.termName})` },
                  { header: t.funnel.clicks, numeric: true, cell: (run) => run.clicks },
                  { header: t.funnel.embedClicks, numeric: true, cell: (run) => run.embedClicks },
                  { header: t.funnel.bookings, numeric: true, cell: (run) => run.bookings },
                ]}
              />
            )}
            {report.camps.length > 0 && (
              <ReportTable
                caption={t.funnel.camps}
                rowKey={(camp) => camp.campId}
                rows={report.camps}
                columns={[
                  { header: t.funnel.campName, cell: (camp) => camp.name },
                  { header: t.funnel.clicks, numeric: true, cell: (camp) => camp.clicks },
                  { header: t.funnel.embedClicks, numeric: true, cell: (camp) => camp.embedClicks },
                ]}
              />
            )}
          </>
        )}
      </Section>
      <Section title={t.filters.title}>
        {report.filters.length === 0 ? (
          <p className="text-gray-700">{t.filters.empty}</p>
        ) : (
          <ReportTable
            caption={t.filters.title}
            rowKey={(row) => row.filter}
            rows={report.filters}
            columns={[
              { header: t.filters.filter, cell: (row) => t.filters.names[row.filter] },
              { header: t.filters.uses, numeric: true, cell: (row) => row.uses },
            ]}
          />
        )}
      </Section>
    </>
  );
}

/** /cms/reports/schedule: how families use the schedule page, from views to places booked, day by day. */
export default function ScheduleAnalyticsPage() {
  usePageTitle(t.title);
  const [period, setPeriod] = useDays();
  const report = useQuery({
    ...apiQuery(reportingRoutes.scheduleAnalyticsReport, { query: period }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <AdminPageHeading title={t.title} />
      <p className="max-w-prose text-gray-700">{t.intro}</p>
      {report.isError && <LoadFailed message={t.loadFailed} retry={report.refetch} />}
      {report.isPending && <Loading lines={4} />}
      {report.data && (
        <div className="space-y-6" aria-busy={report.isPlaceholderData || undefined}>
          <PeriodForm unit="date" from={report.data.from} to={report.data.to} onChange={setPeriod} />
          <Report report={report.data} />
        </div>
      )}
    </div>
  );
}
