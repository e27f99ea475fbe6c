import { clubStatuses, REGIONS, formatMoney, currencySymbolFor, type ClubStatus } from '@clubroom/domain/rules';
import type { ConsoleClient } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { pagePath, platformPages } from '@clubroom/domain/pages';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { secondaryButton, textButton } from '../../ui/buttons';
import { SelectField } from '../../ui/fields';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { SearchForm } from '../../ui/search-form';
import { useCanManage, useConsoleClients } from './use-console';
import { StatusBadge } from './status-badge';

const t = messages.platformConsole;
const money = (minor: number, currency: string) => formatMoney(minor, currencySymbolFor(currency));

function ClientItem({ client }: { client: ConsoleClient }) {
  const c = t.columns;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          className="text-lg font-semibold underline"
          to={pagePath(platformPages.consoleClient, { clientId: client.clientId })}
        >
          {client.name}
        </Link>
        <StatusBadge status={client.status} />
      </div>
      <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {(
          [
            [c.region, client.region],
            [c.created, client.createdDate],
            [c.owner, client.owner ? `${client.owner.name} (${client.owner.email})` : t.noOwner],
            [c.bookings, String(client.bookingsThisMonth)],
            [c.takings, money(client.takingsThisMonth, client.currency)],
            [c.platformFees, money(client.platformFeesThisMonth, client.currency)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className={label === c.owner ? 'col-span-2 min-w-0 break-words' : ''}>
            <dt className="text-gray-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** /manage on the platform host: every club, searched and filtered, with this month's figures and a CSV. */
export default function ConsoleClientsPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = (clubStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ClubStatus)
    : undefined;
  const region = params.get('region') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = { ...(search && { search }), ...(status && { status }), ...(region && { region }), page };
  const clients = useConsoleClients(query);
  const isPlatformManager = useCanManage();
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  const csvQuery = new URLSearchParams(params);
  csvQuery.delete('page');
  const pages = clients.data ? Math.max(1, Math.ceil(clients.data.total / clients.data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="text-gray-700">{t.intro}</p>
      <div className="flex flex-wrap gap-4">
        {isPlatformManager && (
          <Link className={textButton} to={platformPages.consolePlans.path}>
            {t.plansLink}
          </Link>
        )}
        <Link className={textButton} to={platformPages.consoleNetworks.path}>
          {messages.franchise.console.networksLink}
        </Link>
      </div>
      <SearchForm
        id="console-search"
        label={t.search}
        placeholder={t.searchHint}
        initial={search}
        maxLength={100}
        onSearch={(value) => set('search', value.trim())}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end">
        <SelectField
          id="console-status"
          label={t.status}
          value={status ?? ''}
          options={[
            { value: '', label: t.anyStatus },
            ...clubStatuses.map((s) => ({ value: s, label: t.statuses[s] })),
          ]}
          onChange={(value) => set('status', value)}
        />
        <SelectField
          id="console-region"
          label={t.region}
          value={region ?? ''}
          options={[{ value: '', label: t.anyRegion }, ...REGIONS.map((r) => ({ value: r.code, label: r.name }))]}
          onChange={(value) => set('region', value)}
        />
        <a className={secondaryButton} href={`/api/manage/clients.csv?${csvQuery}`} download>
          {t.downloadCsv}
        </a>
      </div>
      {clients.isPending && <Loading lines={4} label="Loading clubs…" />}
      {clients.isError && <LoadFailed message={t.loadFailed} retry={clients.refetch} />}
      {clients.data && clients.data.clients.length === 0 && <p>{t.empty}</p>}
      {clients.data && clients.data.clients.length > 0 && (
        <>
          <ul className="divide-y divide-gray-200" aria-label={t.title}>
            {clients.data.clients.map((client) => (
              <ClientItem key={client.clientId} client={client} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="flex items-center justify-between" aria-label="Pages">
              <button
                type="button"
                className={textButton}
                disabled={page <= 1}
                onClick={() => set('page', String(page - 1))}
              >
                {t.previous}
              </button>
              <span>{t.page(page, pages)}</span>
              <button
                type="button"
                className={textButton}
                disabled={page >= pages}
                onClick={() => set('page', String(page + 1))}
              >
                {t.next}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
