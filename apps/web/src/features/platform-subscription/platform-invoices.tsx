import { messages } from '@clubroom/domain/messages';
import { formatMoney, formatShortDate } from '@clubroom/domain/rules';
import { useClub } from '../../lib/club-context';
import { LoadFailed } from '../../ui/load-failed';
import { Loading } from '../../ui/loading';
import { usePlatformInvoices } from './use-platform-subscription';

const t = messages.platformSubscription;

/** The subscription's invoices, newest first: period, amount, status. */
export function PlatformInvoices() {
  const { timeZone, currencySymbol } = useClub();
  const query = usePlatformInvoices();
  const date = (epoch: number) => formatShortDate(epoch, timeZone);
  return (
    <div className="space-y-2">
      <h2 className="text-xl font-semibold">{t.invoices}</h2>
      {query.isError ? (
        <LoadFailed message={t.loadFailed} retry={query.refetch} />
      ) : !query.data ? (
        <Loading lines={2} />
      ) : query.data.invoices.length === 0 ? (
        <p className="text-gray-700">{t.noInvoices}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-300">
              <th className="py-2 pr-2">{t.invoicePeriod}</th>
              <th className="py-2 pr-2">{t.invoiceAmount}</th>
              <th className="py-2">{t.invoiceStatus}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.invoices.map((invoice) => (
              <tr key={invoice.id} className="border-b border-gray-200">
                <td className="py-2 pr-2">{`${date(invoice.periodStart)} – ${date(invoice.periodEnd)}`}</td>
                <td className="py-2 pr-2">{formatMoney(invoice.amountDue, currencySymbol)}</td>
                <td className="py-2">{t.invoiceStatusNames[invoice.status] ?? invoice.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
