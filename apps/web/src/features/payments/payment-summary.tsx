import type { PaymentOrder } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { currencySymbolFor, formatMoney } from '@clubroom/domain/rules';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';

const t = messages.paymentPages;
/** Spec §9: the checkout's order summary starts expanded on windows wider than 648 px. */
const WIDE = '(min-width: 649px)';

/**
 * What the parent pays for: the lines, the platform fee as its own line when the club passes it
 * on, and the total (the wallet's sheet shows the same items). Collapsible, and collapsed at first
 * on a phone so the card form is in view.
 */
export function PaymentSummary({ order }: { order: PaymentOrder }) {
  const [open, setOpen] = useState(() => window.matchMedia(WIDE).matches);
  const money = (minor: number) => formatMoney(minor, currencySymbolFor(order.currency));
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group rounded-md border border-gray-300 bg-white"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-3 font-semibold">
        <span>{t.summaryTotal(money(order.total))}</span>
        <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.summary}</caption>
        <tbody>
          {order.paymentRequest.displayItems.map((item, index) => (
            <tr key={index} className="border-t border-gray-200 align-top">
              <td className="px-3 py-2">{item.label}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right">{money(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-gray-300 text-base font-bold">
            <th scope="row" className="px-3 py-2">
              {t.total}
            </th>
            <td className="px-3 py-2 text-right">{money(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </details>
  );
}
