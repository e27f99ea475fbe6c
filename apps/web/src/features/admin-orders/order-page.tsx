import type { AdminOrder } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { clubPages } from '@clubroom/domain/pages';
import { currencySymbolFor, formatMoney, formatShortDate } from '@clubroom/domain/rules';
import { useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { useClub } from '../../lib/club-context';
import { dangerButton } from '../../ui/buttons';
import { DetailList } from '../../ui/detail-list';
import { FormAlert } from '../../ui/form-alert';
import { ResourceState } from '../../ui/resource-state';
import { SendOrderInvoice } from './send-invoices';
import { RefundDialog } from './refund-dialog';
import { useOrder } from './use-admin-orders';
import { BackLink } from '../../ui/back-link';

const t = messages.adminOrders;
const cell = 'px-3 py-2 text-left align-top';
const money = `${cell} text-right tabular-nums`;

function Section({ title, empty, children }: { title: string; empty: string | false; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {empty ? <p className="text-gray-700">{empty}</p> : children}
    </section>
  );
}

function Table({ children }: { children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-300">
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  );
}

function OrderView({ order }: { order: AdminOrder }) {
  // A page that sent staff here (a new order) says what it did.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const { timeZone } = useClub();
  const [refunding, setRefunding] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const date = (epoch: number) => formatShortDate(epoch, timeZone);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink to={clubPages.adminOrders.path}>{t.backToOrders}</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t.orderTitle(order.orderId)}</h1>
        {order.refundable > 0 && (
          <button type="button" className={dangerButton} onClick={() => setRefunding(true)}>
            {t.refund}
          </button>
        )}
      </div>
      {order.status === 'pending' && order.total > 0 && <SendOrderInvoice orderId={order.orderId} />}
      {notice && done === null && <FormAlert tone="info">{notice}</FormAlert>}
      {done !== null && <FormAlert tone="info">{t.refunded(formatMoney(done))}</FormAlert>}
      <DetailList
        items={[
          [t.columns.status, t.statuses[order.status]],
          [t.columns.date, date(order.createdAt)],
          [
            t.parentHeading,
            `${order.parent.name} · ${order.parent.email}${order.parent.phone ? ` · ${order.parent.phone}` : ''}`,
          ],
          [t.total, formatMoney(order.totalToPay)],
          [t.refundable, formatMoney(order.refundable)],
        ]}
      />
      <Section title={t.linesHeading} empty={order.lines.length === 0 && t.noBookings}>
        <Table>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.position} className="border-t border-gray-200 first:border-t-0">
                <td className={cell}>{[line.childName, line.title].filter(Boolean).join(' · ')}</td>
                <td className={cell}>{line.kind}</td>
                <td className={money}>{formatMoney(line.amount)}</td>
              </tr>
            ))}
            {order.creditApplied > 0 && (
              <tr className="border-t border-gray-200">
                <td className={cell} colSpan={2}>
                  {messages.credit.line}
                </td>
                <td className={money}>{formatMoney(-order.creditApplied)}</td>
              </tr>
            )}
            {order.passingOnFee > 0 && (
              <tr className="border-t border-gray-200">
                <td className={cell} colSpan={2}>
                  {messages.paymentOutcomes.platformFee}
                </td>
                <td className={money}>{formatMoney(order.passingOnFee)}</td>
              </tr>
            )}
            <tr className="border-t border-gray-300 font-semibold">
              <td className={cell} colSpan={2}>
                {t.total}
              </td>
              <td className={money}>{formatMoney(order.totalToPay)}</td>
            </tr>
          </tbody>
        </Table>
      </Section>
      <Section title={t.paymentsHeading} empty={order.payments.length === 0 && t.noPayments}>
        <Table>
          <tbody>
            {order.payments.map((payment) => (
              <tr key={payment.createdAt} className="border-t border-gray-200 first:border-t-0">
                <td className={cell}>{date(payment.createdAt)}</td>
                <td className={cell}>{t.paymentStatus(payment.status)}</td>
                <td className={cell}>
                  {payment.card && messages.savedCards.cardName(payment.card.brand, payment.card.last4)}
                </td>
                <td className={money}>{formatMoney(payment.amount, currencySymbolFor(payment.currency))}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
      <Section title={t.refundsHeading} empty={order.refunds.length === 0 && t.noRefunds}>
        <Table>
          <tbody>
            {order.refunds.map((refund, i) => (
              <tr key={i} className="border-t border-gray-200 first:border-t-0">
                <td className={cell}>{date(refund.createdAt)}</td>
                <td className={cell}>{refund.reason}</td>
                <td className={money}>{formatMoney(refund.amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
      <Section title={t.bookingsHeading} empty={order.bookings.length === 0 && t.noBookings}>
        <ul className="space-y-1">
          {order.bookings.map((booking) => (
            <li key={booking.bookingId} className={booking.status === 'cancelled' ? 'text-gray-500 line-through' : ''}>
              {[booking.childName, booking.title, booking.day].filter(Boolean).join(' · ')}
              {booking.status === 'cancelled' && <span className="sr-only"> ({t.cancelledBooking})</span>}
            </li>
          ))}
        </ul>
      </Section>
      {refunding && (
        <RefundDialog
          order={order}
          open={refunding}
          onClose={() => setRefunding(false)}
          onRefunded={(amount) => {
            setRefunding(false);
            setDone(amount);
          }}
        />
      )}
    </div>
  );
}

/** /cms/orders/{orderId}: one order, with a Refund dialog while anything paid is left to give back. */
export default function OrderPage() {
  const orderId = Number(useParams().orderId);
  const order = useOrder(orderId);
  if (order.forbidden) return <FormAlert>{t.noFinancialAccess}</FormAlert>;
  return (
    <ResourceState query={order} title={(data) => t.orderTitle(data.orderId)}>
      {(data) => <OrderView order={data} />}
    </ResourceState>
  );
}
