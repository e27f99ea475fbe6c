import type { FranchiseReport } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiQuery } from '../../lib/api-client';
import * as franchiseRoutes from '../../lib/api-routes/franchise';
import { usePageTitle } from '../../lib/page-title';
import { secondaryButton } from '../../ui/buttons';
import { SelectField } from '../../ui/fields';
import { LoadFailed } from '../../ui/load-failed';
import { ReportTable, type Column } from '../reporting/report-table';
import { MoveFamily } from './move-family';
import { SharedTexts } from './shared-texts';
import { useMe } from '../../lib/use-me';
import { Loading } from '../../ui/loading';

const t = messages.franchise;
type Month = FranchiseReport['totals'][number]['months'][number] & { royaltyPercent?: number };

/** A club's (with its royalty percent each month) or the network's months, newest first, as the reports show months. */
function MonthsTable({ label, months, currency }: { label: string; months: Month[]; currency: string }) {
  const money = (minor: number) => formatMoney(minor, currencySymbolFor(currency));
  const c = t.columns;
  const columns: Column<Month>[] = [
    { header: c.month, cell: (m) => m.month },
    { header: c.bookings, cell: (m) => m.bookings, numeric: true },
    { header: c.takings, cell: (m) => money(m.takings), numeric: true },
    { header: c.refunded, cell: (m) => money(m.refunded), numeric: true },
    { header: c.royalty, cell: (m) => money(m.royalty), numeric: true },
  ];
  if (months.some((m) => m.royaltyPercent !== undefined))
    columns.splice(4, 0, { header: c.royaltyPercent, cell: (m) => m.royaltyPercent, numeric: true });
  return <ReportTable caption={label} columns={columns} rows={[...months].reverse()} rowKey={(m) => m.month} />;
}

function Report({ networkId }: { networkId: number }) {
  const report = useQuery(apiQuery(franchiseRoutes.franchiseReport, { params: { networkId }, query: {} }));
  if (report.isPending) return <Loading lines={4} label="Loading the report…" />;
  if (report.isError) return <LoadFailed message={t.loadFailed} retry={report.refetch} />;
  const r = report.data;
  return (
    <div className="space-y-6">
      <a className={secondaryButton} href={`/api/franchise/networks/${networkId}/report.csv`} download>
        {t.downloadCsv}
      </a>
      {r.totals.map((total) => (
        <section key={total.currency} aria-label={t.totals(total.currency)} className="space-y-2">
          <h2 className="text-xl font-semibold">{t.totals(total.currency)}</h2>
          <p>
            {t.unpaidNow}: {formatMoney(total.unpaid, currencySymbolFor(total.currency))}
          </p>
          <MonthsTable label={t.totals(total.currency)} months={total.months} currency={total.currency} />
        </section>
      ))}
      {r.clubs.map((club) => (
        <section key={club.clientId} aria-label={club.name} className="space-y-2 rounded-lg border border-gray-200 p-4">
          <h2 className="text-xl font-semibold">{club.name}</h2>
          <p className="text-sm text-gray-700">
            {t.royaltyPercent(club.royaltyPercent)} · {t.unpaidNow}:{' '}
            {formatMoney(club.unpaid, currencySymbolFor(club.currency))}
          </p>
          <MonthsTable label={club.name} months={club.months} currency={club.currency} />
        </section>
      ))}
    </div>
  );
}

/** /franchise on the platform host: the person's networks (usually one), each club's months and the totals. */
export default function FranchisePage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const networks = useQuery(apiQuery(franchiseRoutes.franchiseNetworks));
  // Support reads every network and changes none: the franchise's forms are for its managers (and platform managers).
  const roles = useMe().data?.roles ?? [];
  const readOnly = roles.includes('support') && !roles.includes('platform_manager');
  const list = networks.data?.networks ?? [];
  const chosen = list.find((n) => String(n.networkId) === params.get('network')) ?? list[0];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="text-gray-700">{t.intro}</p>
      {networks.isPending && <Loading lines={2} label="Loading your networks…" />}
      {networks.isError && <LoadFailed message={t.loadFailed} retry={networks.refetch} />}
      {networks.data && list.length === 0 && <p>{t.none}</p>}
      {list.length > 1 && (
        <SelectField
          id="franchise-network"
          label={t.network}
          value={String(chosen?.networkId ?? '')}
          options={list.map((n) => ({ value: String(n.networkId), label: n.name }))}
          onChange={(value) => setParams({ network: value })}
        />
      )}
      {chosen && (
        <>
          <p className="text-lg font-semibold">{chosen.name}</p>
          <Report networkId={chosen.networkId} />
          {!readOnly && (
            <>
              <MoveFamily key={`move-${chosen.networkId}`} network={chosen} />
              <SharedTexts key={`shared-${chosen.networkId}`} network={chosen} />
            </>
          )}
        </>
      )}
    </div>
  );
}
