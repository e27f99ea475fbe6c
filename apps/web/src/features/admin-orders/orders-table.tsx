import type { OrderSort, OrderSummary } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages, pagePath } from '@clubroom/domain/pages';
import { formatMoney, formatShortDate } from '@clubroom/domain/rules';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { useClub } from '../../lib/club-context';

const t = messages.adminOrders;
const cell = 'px-3 py-2 text-left align-top';

export interface SortState {
  sort: OrderSort;
  direction: 'asc' | 'desc';
}

/** A column header that sorts the list on the server; pressing it again turns the order round. */
function SortHeader({
  column,
  label,
  current,
  onSort,
  className = cell,
}: {
  column: OrderSort;
  label: string;
  current: SortState;
  onSort: (next: SortState) => void;
  className?: string;
}) {
  const active = current.sort === column;
  const Arrow = current.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (current.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold underline-offset-2 hover:underline"
        aria-label={t.sortBy(label)}
        onClick={() => onSort({ sort: column, direction: active && current.direction === 'desc' ? 'asc' : 'desc' })}
      >
        {label}
        {active && <Arrow aria-hidden="true" className="h-4 w-4" />}
      </button>
    </th>
  );
}

/** The orders of one page, each row linking to its order; sortable by date and total when `sort` is given. */
export function OrdersTable({
  orders,
  sort,
  onSort,
}: {
  orders: OrderSummary[];
  sort?: SortState;
  onSort?: (next: SortState) => void;
}) {
  const { timeZone } = useClub();
  const plain = (label: string, className = cell) => (
    <th scope="col" className={`${className} font-semibold`}>
      {label}
    </th>
  );
  const sortable = (column: OrderSort, label: string, className?: string) =>
    sort && onSort ? (
      <SortHeader column={column} label={label} current={sort} onSort={onSort} className={className} />
    ) : (
      plain(label, className)
    );
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-300">
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <thead className="bg-gray-50">
          <tr>
            {plain(t.columns.order)}
            {sortable('created', t.columns.date)}
            {plain(t.columns.parent)}
            {plain(t.columns.children)}
            {plain(t.columns.status)}
            {sortable('total', t.columns.total, `${cell} text-right`)}
            {plain(t.columns.refunded, `${cell} text-right`)}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId} className="border-t border-gray-200 hover:bg-gray-50">
              <td className={cell}>
                <Link
                  className="font-semibold underline"
                  to={pagePath(clubPages.adminOrder, { orderId: order.orderId })}
                >
                  {order.orderId}
                </Link>
              </td>
              <td className={cell}>{formatShortDate(order.createdAt, timeZone)}</td>
              <td className={cell}>
                <span className="block">{order.parent.name}</span>
                <span className="block text-gray-600">{order.parent.email}</span>
              </td>
              <td className={cell}>{order.children}</td>
              <td className={cell}>{t.statuses[order.status]}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatMoney(order.totalToPay)}</td>
              <td className={`${cell} text-right tabular-nums`}>
                {order.refunded > 0 ? formatMoney(order.refunded) : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
