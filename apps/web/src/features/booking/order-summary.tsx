import type { BasketItem, OrderLineView } from '@clubroom/domain/api';
import { messages, placeDetailsText, termSessionsText } from '@clubroom/domain/messages';
import { currencySymbolFor, formatDateRange, formatLongDate, formatMoney } from '@clubroom/domain/rules';
import { useClub } from '../../lib/club-context';

const t = messages.bookingPages;

/**
 * A line's dates in the house's one format: one or two written out, more as the first and last; a term
 * place says how much of the term it covers ('part term: 6 of 16 sessions'), anything else how many.
 */
export function datesText(
  { dates, sessions }: { dates: number[]; sessions: BasketItem['sessions'] },
  timeZone: string,
): string {
  const sorted = [...dates].sort((a, b) => a - b);
  const written =
    sorted.length <= 2
      ? sorted.map((d) => formatLongDate(d, timeZone)).join(', ')
      : formatDateRange(sorted[0], sorted[sorted.length - 1], timeZone);
  if (sessions) return `${written} · ${termSessionsText(sessions)}`;
  return sorted.length <= 2 ? written : `${written} · ${t.datesCount(sorted.length)}`;
}

/** What tells two places of one class apart, under its name: its weekly time, venue and term. */
export function PlaceDetails({ place }: { place: Parameters<typeof placeDetailsText>[0] }) {
  const text = placeDetailsText(place);
  return text ? <div className="text-gray-700">{text}</div> : null;
}

/**
 * The priced lines of a basket or an order (discounts as their own lines), then subtotal and discounts, the family's
 * credit spent and the fee the club passes on as lines of their own, and the total to pay: the payment page's, the
 * email's and the charge's.
 */
export function OrderSummary({
  caption,
  lines,
  subtotal,
  discounts,
  creditApplied,
  passingOnFee,
  totalToPay,
  currency,
  cancelledLines = [],
  refunds = [],
}: {
  caption: string;
  /** An order's lines whose places were cancelled since (indexes), and its refunds; none for a basket. */
  cancelledLines?: number[];
  refunds?: { amount: number; createdAt: string }[];
  lines: OrderLineView[];
  subtotal: number;
  discounts: number;
  creditApplied: number;
  passingOnFee: number;
  totalToPay: number;
  currency: string;
}) {
  const tz = useClub().timeZone;
  const money = (minor: number) => formatMoney(minor, currencySymbolFor(currency));
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t.item}</th>
          <th scope="col">{t.amount}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className="border-b border-gray-200 align-top">
            <td className="py-2 pr-3">
              <div className="font-medium">
                {line.description}
                {cancelledLines.includes(index) && (
                  <span className="ml-2 rounded bg-gray-200 px-1.5 py-0.5 text-xs font-bold text-gray-900">
                    {messages.myBookings.statuses.cancelled}
                  </span>
                )}
              </div>
              <PlaceDetails place={line} />
              {line.childName && <div className="text-gray-700">{line.childName}</div>}
              {line.dates.length > 0 && <div className="text-gray-700">{datesText(line, tz)}</div>}
              {line.monthlyPlan && line.monthlyPlan.trialDays > 0 && (
                <div className="text-gray-700">{messages.booking.freeDays(line.monthlyPlan.trialDays)}</div>
              )}
            </td>
            <td className="whitespace-nowrap py-2 text-right">{messages.booking.lineAmount(line, money)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {discounts > 0 && (
          <>
            <tr>
              <th scope="row" className="pt-2 font-normal">
                {t.subtotal}
              </th>
              <td className="pt-2 text-right">{money(subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" className="font-normal">
                {t.discounts}
              </th>
              <td className="text-right">{money(-discounts)}</td>
            </tr>
          </>
        )}
        {creditApplied > 0 && (
          <tr>
            <th scope="row" className="pt-2 font-normal">
              {messages.credit.line}
            </th>
            <td className="pt-2 text-right">{money(-creditApplied)}</td>
          </tr>
        )}
        {passingOnFee > 0 && (
          <tr>
            <th scope="row" className="pt-2 font-normal">
              {messages.paymentOutcomes.platformFee}
            </th>
            <td className="pt-2 text-right">{money(passingOnFee)}</td>
          </tr>
        )}
        <tr className="text-base font-bold">
          <th scope="row" className="pt-2">
            {t.total}
          </th>
          <td className="pt-2 text-right">{money(totalToPay)}</td>
        </tr>
        {refunds.map((refund, i) => (
          <tr key={i}>
            <th scope="row" className="pt-2 font-normal">
              {t.refunded(formatLongDate(Date.parse(refund.createdAt) / 1000, tz))}
            </th>
            <td className="pt-2 text-right">{money(-refund.amount)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
