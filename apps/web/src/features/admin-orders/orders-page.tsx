import {
  orderFilterStatuses,
  orderSorts,
  type OrderFilterStatus,
  type OrderSort,
  type OrdersListParams,
} from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { formatMoney } from '@clubroom/domain/rules';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { SelectField } from '../../ui/fields';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { OrdersTable, type SortState } from './orders-table';
import { SendTermInvoices } from './send-invoices';
import { useOrders, useOutstandingOrders, useTerms } from './use-admin-orders';
import { AdminPageHeading } from '../../ui/admin-page-heading';
import { LoadFailed } from '../../ui/load-failed';
import { SearchForm } from '../../ui/search-form';
import { Pager } from '../../ui/pager';
import { oneOf, positiveOf } from '../../lib/list-query';

const t = messages.adminOrders;
const OUTSTANDING = 'outstanding';

/** The list's filters, page and sort, kept in the address so a link or Back shows the same list. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const query: OrdersListParams = {
    page: positiveOf(params.get('page')) ?? 1,
    sort: oneOf<OrderSort>(orderSorts, params.get('sort')) ?? 'created',
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    status: oneOf<OrderFilterStatus>(orderFilterStatuses, params.get('status')),
    termId: positiveOf(params.get('termId')) ?? undefined,
    search: params.get('search')?.trim() || undefined,
  };
  const outstanding = params.get('tab') === OUTSTANDING;
  /** Changes some of the state; any change but the page's own goes back to page 1. */
  const change = (next: Record<string, string | number | undefined>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value === undefined || value === '') updated.delete(name);
        else updated.set(name, String(value));
      }
      if (!('page' in next)) updated.delete('page');
      return updated;
    });
  return { query, outstanding, change };
}

function Tabs({ outstanding, onChange }: { outstanding: boolean; onChange: (outstanding: boolean) => void }) {
  const tab = (active: boolean) =>
    `rounded-t-md border-b-2 px-4 py-2 font-semibold ${active ? 'border-primary text-gray-900' : 'border-transparent text-gray-600 hover:text-gray-900'}`;
  return (
    <div role="tablist" className="flex gap-2 border-b border-gray-300">
      <button
        type="button"
        role="tab"
        aria-selected={!outstanding}
        className={tab(!outstanding)}
        onClick={() => onChange(false)}
      >
        {t.allTab}
      </button>
      <button
        type="button"
        role="tab"
        aria-selected={outstanding}
        className={tab(outstanding)}
        onClick={() => onChange(true)}
      >
        {t.outstandingTab}
      </button>
    </div>
  );
}

function ListFailed({ forbidden, onRetry }: { forbidden: boolean; onRetry: () => unknown }) {
  if (forbidden) return <FormAlert>{t.noFinancialAccess}</FormAlert>;
  return <LoadFailed message={t.listLoadFailed} retry={onRetry} />;
}

function AllOrders({ query, change }: { query: OrdersListParams; change: ReturnType<typeof useListState>['change'] }) {
  const orders = useOrders(query);
  const filtered = Boolean(query.status || query.termId || query.search);
  const sort: SortState = { sort: query.sort, direction: query.direction };
  if (orders.isPending) return <Loading lines={6} />;
  if (orders.isError) return <ListFailed forbidden={orders.forbidden} onRetry={orders.refetch} />;
  const { data } = orders;
  if (data.orders.length === 0) return <p className="text-gray-700">{filtered ? t.noOrders : t.noOrdersAtAll}</p>;
  return (
    <div className="space-y-3" aria-busy={orders.isPlaceholderData || undefined}>
      <OrdersTable orders={data.orders} sort={sort} onSort={(next) => change({ ...next })} />
      <Pager
        label={t.pages}
        page={data.page}
        pageSize={data.pageSize}
        total={data.totalCount}
        summary={t.pageOf}
        onPage={(page) => change({ page })}
      />
    </div>
  );
}

function OutstandingOrders({ termId, termName }: { termId: number | undefined; termName: string }) {
  const outstanding = useOutstandingOrders(termId);
  if (termId === undefined) return <p className="text-gray-700">{t.outstandingNeedsTerm}</p>;
  if (outstanding.isPending) return <Loading lines={4} />;
  if (outstanding.isError) return <ListFailed forbidden={outstanding.forbidden} onRetry={outstanding.refetch} />;
  const { data } = outstanding;
  if (data.orders.length === 0) return <p className="text-gray-700">{t.noOutstanding}</p>;
  return (
    <div className="space-y-3">
      <p className="font-semibold">{t.outstandingTotal(formatMoney(data.totalOutstanding))}</p>
      <SendTermInvoices termId={termId} termName={termName} count={data.orders.filter((o) => o.total > 0).length} />
      <OrdersTable orders={data.orders} />
    </div>
  );
}

/** /cms/orders: the club's orders, 50 a page, filtered, searched and sorted on the server; and a term's outstanding orders. */
export default function OrdersPage() {
  const { query, outstanding, change } = useListState();
  const terms = useTerms();
  usePageTitle(t.listTitle);
  const termOptions = [
    { value: '', label: t.anyTerm },
    ...(terms.data?.terms ?? []).map((term) => ({ value: String(term.termId), label: term.name })),
  ];
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <AdminPageHeading title={t.listTitle} />
      <Tabs outstanding={outstanding} onChange={(next) => change({ tab: next ? OUTSTANDING : undefined })} />
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr] sm:items-end">
        {!outstanding && (
          <SearchForm
            id="orders-search"
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            initial={query.search ?? ''}
            onSearch={(search) => change({ search: search.trim() })}
          />
        )}
        {!outstanding && (
          <SelectField
            id="orders-status"
            label={t.statusLabel}
            value={query.status ?? ''}
            options={[
              { value: '', label: t.anyStatus },
              ...orderFilterStatuses.map((status) => ({ value: status, label: t.statuses[status] })),
            ]}
            onChange={(status) => change({ status })}
          />
        )}
        <SelectField
          id="orders-term"
          label={t.termLabel}
          value={query.termId ? String(query.termId) : ''}
          options={termOptions}
          onChange={(termId) => change({ termId })}
        />
      </div>
      {outstanding ? (
        <OutstandingOrders
          termId={query.termId}
          termName={terms.data?.terms.find((term) => term.termId === query.termId)?.name ?? ''}
        />
      ) : (
        <AllOrders query={query} change={change} />
      )}
    </div>
  );
}
