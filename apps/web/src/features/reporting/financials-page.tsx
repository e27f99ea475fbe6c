import { pathOf, type PeriodQuery } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import * as reportingRoutes from '../../lib/api-routes/reporting';
import { usePageTitle } from '../../lib/page-title';
import { secondaryButton } from '../../ui/buttons';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { CapacityTables, DetailTable, MonthsTable, PayoutsTable, Section, TermsTable, Totals } from './report-sections';
import { useCapacity, useDetail, useIncomeAnalysis, usePayouts } from './use-reporting';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { PeriodForm } from './period-form';

const t = messages.reporting;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthOf = (value: string | null) => (value && MONTH.test(value) ? value : undefined);

/** The period (and the detail's page) kept in the address, so a link or Back shows the same report. */
function usePeriodState() {
  const [params, setParams] = useSearchParams();
  const period: PeriodQuery = { from: monthOf(params.get('from')), to: monthOf(params.get('to')) };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const change = (next: { from?: string; to?: string; page?: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value === undefined || value === '' || (name === 'page' && value === 1)) updated.delete(name);
        else updated.set(name, String(value));
      }
      if (!('page' in next)) updated.delete('page');
      return updated;
    });
  return { period, page, change };
}

const csvHref = (path: string, period: { from: string; to: string }) =>
  `${path}?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;

/** A report's loading, refused (no financial access) and failed states, or the report itself. */
function LoadState<T>({
  result,
  children,
}: {
  result: { data: T | undefined; isError: boolean; forbidden: boolean };
  children: (data: T) => ReactNode;
}) {
  if (result.forbidden) return <FormAlert>{t.noFinancialAccess}</FormAlert>;
  if (result.isError)
    return (
      <p role="alert" className="text-red-700">
        {t.loadFailed}
      </p>
    );
  if (result.data === undefined) return <Loading lines={4} />;
  return <>{children(result.data)}</>;
}

function Detail({
  clientId,
  period,
  page,
  onPage,
}: {
  clientId: number;
  period: { from: string; to: string };
  page: number;
  onPage: (page: number) => void;
}) {
  const detail = useDetail(clientId, period, page);
  const download = (
    <a
      className={secondaryButton}
      href={csvHref(pathOf(reportingRoutes.reportingDetailCsv, { clientId }), period)}
      download
    >
      {t.detail.download}
    </a>
  );
  return (
    <Section title={t.detail.title} action={download}>
      <LoadState result={detail}>
        {({ lines, pageSize, totalCount }) => {
          const pages = Math.max(1, Math.ceil(totalCount / pageSize));
          return (
            <div className="space-y-3" aria-busy={detail.isPlaceholderData || undefined}>
              <DetailTable lines={lines} />
              {pages > 1 && (
                <nav aria-label={t.detail.pages} className="flex items-center justify-between gap-2 text-sm">
                  <span>{t.detail.pageOf(page, pages)}</span>
                  <span className="flex gap-2">
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={page <= 1}
                      onClick={() => onPage(page - 1)}
                    >
                      {t.detail.previous}
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={page >= pages}
                      onClick={() => onPage(page + 1)}
                    >
                      {t.detail.next}
                    </button>
                  </span>
                </nav>
              )}
            </div>
          );
        }}
      </LoadState>
    </Section>
  );
}

/** /cms/financials: the financials summary (spec §2): income by month and term, orders, payouts and capacity. */
export default function FinancialsPage() {
  usePageTitle(t.title);
  const { period, page, change } = usePeriodState();
  const income = useIncomeAnalysis(period);
  const payouts = usePayouts(period);
  const capacity = useCapacity();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <AdminPageHeading title={t.title} />
      <LoadState result={income}>
        {(report) => (
          <div className="space-y-6" aria-busy={income.isPlaceholderData || undefined}>
            <PeriodForm
              unit="month"
              from={report.period.from}
              to={report.period.to}
              onChange={(from, to) => change({ from, to })}
            />
            <Totals report={report} />
            <Section
              title={t.months.title}
              action={
                <a
                  className={secondaryButton}
                  href={csvHref(pathOf(reportingRoutes.incomeAnalysisCsv), report.period)}
                  download
                >
                  {t.months.download}
                </a>
              }
            >
              <MonthsTable report={report} />
            </Section>
            <Section title={t.terms.title}>
              <TermsTable report={report} />
            </Section>
          </div>
        )}
      </LoadState>
      {income.data && (
        <Detail
          clientId={income.data.clientId}
          period={income.data.period}
          page={page}
          onPage={(next) => change({ page: next })}
        />
      )}
      <Section title={t.payouts.title}>
        <LoadState result={payouts}>{(data) => <PayoutsTable payouts={data} />}</LoadState>
      </Section>
      <Section title={t.capacity.title}>
        <LoadState result={capacity}>{(data) => <CapacityTables capacity={data} />}</LoadState>
      </Section>
    </div>
  );
}
